import type { MailMessage } from '../../domain/mail/giftCardMail';
import type { Partner } from '../../domain/profile/partnerPromoCodes';

/** Partner promo codes handed out by e-mail, one per partner and address. */
export interface PartnerPromoCodes {
  /**
   * The address's code of the partner: the one it was given before, else `fresh`, which is kept and sent with the
   * letter `letterFor` writes, in one transaction; an address gets one letter.
   */
  readonly issue: (partner: Partner, email: string, fresh: string, letterFor: (code: string) => MailMessage, now: Date) => Promise<string>;
}
