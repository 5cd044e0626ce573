import * as E from 'fp-ts/Either';
import { emailKey, validateEmail } from '../../domain/validation/email';
import { isBlockedEmail } from '../../domain/validation/blockedEmail';
import type { NewsletterRepository } from './NewsletterRepository';

export type SubscribeFailure = { readonly _tag: 'INCORRECT_REQUEST' } | { readonly _tag: 'INVALID_EMAIL' };

/** Told to a shopper whose address was already signed up: the footer shows it in a confirmation dialog (spec §4). */
const ALREADY_SUBSCRIBED_MESSAGE = 'Этот адрес уже подписан на рассылку. Спасибо, что вы с нами!';

/** Signs an e-mail address up for the newsletter (spec §7 subscriptions, source 'footer'). */
export function subscribeNewsletter(deps: { readonly newsletter: NewsletterRepository }) {
  return async (
    ownerKey: string,
    request: { readonly source: string; readonly destination: string },
  ): Promise<E.Either<SubscribeFailure, { readonly userMessage: string | null }>> => {
    const email = validateEmail(request.destination, true);
    if (E.isLeft(email)) return E.left({ _tag: 'INCORRECT_REQUEST' });
    const destination = emailKey(email.right);
    if (isBlockedEmail(destination)) return E.left({ _tag: 'INVALID_EMAIL' });
    const outcome = await deps.newsletter.subscribe({ destination, source: request.source, ownerKey });
    return E.right({ userMessage: outcome === 'existing' ? ALREADY_SUBSCRIBED_MESSAGE : null });
  };
}
