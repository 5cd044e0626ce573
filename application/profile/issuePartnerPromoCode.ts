import * as E from 'fp-ts/Either';
import { partnerCodeMail, partnerPromoCode, type Partner } from '../../domain/profile/partnerPromoCodes';
import { isBlockedEmail } from '../../domain/validation/blockedEmail';
import { emailKey, isEmail } from '../../domain/validation/email';
import type { IdGenerator } from '../shared/IdGenerator';
import type { Clock } from '../shared/Clock';
import type { PartnerPromoCodes } from './PartnerPromoCodes';

/**
 * A partner's promo code for an e-mail address, sent there and answered (spec §7 GET /partners/promocodes/dnkom?email):
 * asked again, the same code; an address that is none or on a throw-away domain is SEND_EMAIL_ERROR (spec §8 Other).
 */
export function issuePartnerPromoCode(deps: { readonly codes: PartnerPromoCodes; readonly ids: IdGenerator; readonly clock: Clock }) {
  return async (partner: Partner, email: string): Promise<E.Either<{ readonly _tag: 'SEND_EMAIL_ERROR' }, { readonly promocode: string }>> => {
    if (!isEmail(email) || isBlockedEmail(email)) return E.left({ _tag: 'SEND_EMAIL_ERROR' });
    const to = emailKey(email);
    const promocode = await deps.codes.issue(
      partner,
      to,
      partnerPromoCode(partner, deps.ids.uuid()),
      (code) => partnerCodeMail(partner, to, code),
      deps.clock.now(),
    );
    return E.right({ promocode });
  };
}
