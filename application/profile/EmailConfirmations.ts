import type { MailMessage } from '../../domain/mail/giftCardMail';

/** A customer's new e-mail waiting for the code sent to it; only the code's hash is kept. */
interface PendingEmail {
  readonly id: string;
  readonly email: string;
  readonly codeHash: string;
  readonly subscriptionConsent: boolean;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** Profile e-mails waiting for confirmation. */
export interface EmailConfirmations {
  readonly pending: (customerId: string) => Promise<PendingEmail | undefined>;
  /** Replaces the customer's pending e-mail and writes the letter with its code, in one transaction. */
  readonly request: (customerId: string, pending: PendingEmail, letter: MailMessage) => Promise<void>;
  /** Adds one try to the pending e-mail `id` atomically; the count after it (0 when it is gone). */
  readonly countAttempt: (customerId: string, id: string) => Promise<number>;
  /**
   * In one transaction: the pending e-mail `id` becomes the customer's and is removed, signing the address up for the
   * newsletter with consent; false when it was gone (confirmed by a racing request).
   */
  readonly confirm: (customerId: string, id: string) => Promise<boolean>;
}
