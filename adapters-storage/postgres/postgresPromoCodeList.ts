import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import type { PromoCodeList } from '../../application/account/PromoCodeList';
import type { Database } from './schema';

/** Every promo code of the shop (promo_code, migration 0005). */
export function postgresPromoCodeList(db: Kysely<Database>): PromoCodeList {
  return {
    all: async () => (await db.selectFrom('promo_code').selectAll().orderBy('code').execute()).map((r) => ({
      code: r.code, kind: r.kind, value: new Decimal(r.value), minProductsCost: new Decimal(r.min_products_cost),
      maxUses: r.max_uses, uses: r.uses, activeTo: r.active_to && new Date(r.active_to),
    })),
  };
}
