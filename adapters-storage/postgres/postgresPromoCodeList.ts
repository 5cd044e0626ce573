import type { Kysely } from 'kysely';
import type { PromoCodeList } from '../../application/account/PromoCodeList';
import { promoCodeOf } from './postgresCheckoutRepositories';
import type { Database } from './schema';

/** The shop's promo codes (promo_code, migration 0005): the public ones and those issued to one customer (migration 0037). */
export function postgresPromoCodeList(db: Kysely<Database>): PromoCodeList {
  return {
    visibleTo: async (customerId) =>
      (
        await db
          .selectFrom('promo_code')
          .selectAll()
          .where((eb) => eb.or([eb('customer_id', 'is', null), eb('customer_id', '=', customerId)]))
          .orderBy('code')
          .execute()
      ).map(promoCodeOf),
    issueOwn: async (customerId, code) => {
      // The partial unique index keeps one per customer: a racing or repeated activation finds the first one.
      await db
        .insertInto('promo_code')
        .values({
          code: code.code,
          kind: code.kind,
          value: code.value.toFixed(2),
          min_products_cost: code.minProductsCost.toFixed(2),
          max_uses: code.maxUses,
          active_to: code.activeTo,
          customer_id: customerId,
        })
        .onConflict((oc) => oc.column('customer_id').where('customer_id', 'is not', null).doNothing())
        .execute();
      return promoCodeOf(await db.selectFrom('promo_code').selectAll().where('customer_id', '=', customerId).executeTakeFirstOrThrow());
    },
  };
}
