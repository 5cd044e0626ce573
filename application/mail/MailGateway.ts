import type * as E from 'fp-ts/Either';
import type { MailMessage } from '../../domain/mail/giftCardMail';

/** The provider did not take the letter; `detail` is kept with the pending letter. */
type MailFailure = { readonly _tag: 'SERVER_ERROR'; readonly detail: string };

/** Sends e-mails (docs/email.md). */
export interface MailGateway {
  readonly send: (message: MailMessage) => Promise<E.Either<MailFailure, void>>;
}
