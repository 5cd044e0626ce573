import type { MailMessage } from '../../domain/mail/giftCardMail';

/** A letter waiting in the transactional outbox. */
interface QueuedMail {
  readonly id: string;
  readonly message: MailMessage;
  readonly attempts: number;
}

/** What a send decided for a claimed letter. */
type MailOutcome = { readonly _tag: 'SENT' } | { readonly _tag: 'FAILED'; readonly error: string; readonly nextAttemptAt: Date };

/** The transactional outbox (mail_message): letters are written with the change they report and sent later. */
export interface MailQueue {
  /**
   * Takes up to `limit` letters due at `now`, one at a time, each so that no parallel run takes it too, and records
   * what `deliver` decided.
   */
  readonly processDue: (now: Date, limit: number, deliver: (mail: QueuedMail) => Promise<MailOutcome>) => Promise<number>;
}
