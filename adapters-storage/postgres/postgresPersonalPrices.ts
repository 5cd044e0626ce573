import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import type { PersonalPriceRepository } from '../../application/catalogue/PersonalPriceRepository';
import type { Database } from './schema';

/** Personal prices in table personal_price (migration 0011). */
export function postgresPersonalPrices(db: Kysely<Database>): PersonalPriceRepository {
  return {
    pricesOf: async (customerId, productIds, now) => {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('personal_price')
        .select(['product_id', 'price'])
        .where('customer_id', '=', customerId)
        .where('product_id', 'in', productIds)
        .where('valid_until', '>', now)
        .execute();
      return new Map(rows.map((r) => [r.product_id, new Decimal(r.price)]));
    },
    validPricesOf: async (customerId, now) => {
      const rows = await db
        .selectFrom('personal_price')
        .select(['product_id', 'price'])
        .where('customer_id', '=', customerId)
        .where('valid_until', '>', now)
        .execute();
      return new Map(rows.map((r) => [r.product_id, new Decimal(r.price)]));
    },
  };
}
