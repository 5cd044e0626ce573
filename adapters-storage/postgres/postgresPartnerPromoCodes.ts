import type { Kysely } from 'kysely';
import type { PartnerPromoCodes } from '../../application/profile/PartnerPromoCodes';
import { enqueueMail } from './postgresMailQueue';
import type { Database } from './schema';

/** Partner codes per partner and address (partner_promo_code), each sent once through the mail outbox. */
export function postgresPartnerPromoCodes(db: Kysely<Database>): PartnerPromoCodes {
  return {
    issue: (partner, email, fresh, letterFor, now) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('partner_promo_code')
          .values({ partner, email, code: fresh, created_at: now })
          .onConflict((oc) => oc.columns(['partner', 'email']).doNothing())
          .execute();
        const { code } = await trx
          .selectFrom('partner_promo_code')
          .select('code')
          .where('partner', '=', partner)
          .where('email', '=', email)
          .executeTakeFirstOrThrow();
        await enqueueMail(trx, letterFor(code), `partner-code:${partner}:${email}`, now);
        return code;
      }),
  };
}
