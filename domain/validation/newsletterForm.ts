/** Newsletter form status (spec §4 Newsletter form). */
export type NewsletterStatus =
  | { readonly _tag: 'idle' }
  | { readonly _tag: 'submitting' }
  | { readonly _tag: 'success'; readonly userMessage?: string }
  | { readonly _tag: 'error'; readonly message: string };

/** What happens to the form (spec §4 Newsletter form). */
export type NewsletterEvent =
  | { readonly _tag: 'submit' }
  | { readonly _tag: 'succeeded'; readonly userMessage?: string }
  | { readonly _tag: 'failed'; readonly message: string }
  | { readonly _tag: 'emailFocused' };

/** Next status: submitting disables the button, success replaces the form, an error clears when the e-mail is focused (spec §4). */
export function newsletterTransition(status: NewsletterStatus, event: NewsletterEvent): NewsletterStatus {
  switch (event._tag) {
    case 'submit':
      return status._tag === 'submitting' || status._tag === 'success' ? status : { _tag: 'submitting' };
    case 'succeeded':
      return status._tag === 'submitting' ? (event.userMessage ? { _tag: 'success', userMessage: event.userMessage } : { _tag: 'success' }) : status;
    case 'failed':
      return status._tag === 'submitting' ? { _tag: 'error', message: event.message } : status;
    case 'emailFocused':
      return status._tag === 'error' ? { _tag: 'idle' } : status;
  }
}

/** The submit button is disabled while submitting (spec §4 Newsletter form). */
export function submitDisabled(status: NewsletterStatus): boolean {
  return status._tag === 'submitting';
}

/** A confirmation dialog shows when the server returned a user message (spec §4 Newsletter form). */
export function confirmationDialogText(status: NewsletterStatus): string | null {
  return status._tag === 'success' ? (status.userMessage ?? null) : null;
}
