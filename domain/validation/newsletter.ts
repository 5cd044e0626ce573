import * as E from 'fp-ts/Either';
import { validateEmail } from './email';
import { invalid } from './validationError';
import type { FieldErrors } from './formValidation';

/** The newsletter sign-up form fields (spec §4 Newsletter form, §5 Newsletter). */
export interface NewsletterInput {
  readonly email: string;
  readonly consent: boolean;
}

/** Source sent with a footer newsletter subscription (spec §7, §9). */
const NEWSLETTER_SOURCE = 'footer';

/** Email required and valid; advertising consent required only for logged-in users (spec §5 Newsletter, §6). */
export function newsletterErrors(input: NewsletterInput, isLoggedIn: boolean): FieldErrors<'email' | 'consent'> {
  const email = validateEmail(input.email, true);
  return {
    email: E.isLeft(email) ? email.left : null,
    consent: isLoggedIn && !input.consent ? invalid('agreement') : null,
  };
}

/** Whether the form shows the consent checkbox: only for logged-in users (spec §6 Anonymous visitor). */
export function showsConsentCheckbox(isLoggedIn: boolean): boolean {
  return isLoggedIn;
}

/** The subscription request body for a valid form (spec §7 Newsletter). */
export function newsletterRequest(email: string): { readonly source: string; readonly channel: { readonly type: 'EMAIL'; readonly destination: string } } {
  return { source: NEWSLETTER_SOURCE, channel: { type: 'EMAIL', destination: email.trim() } };
}
