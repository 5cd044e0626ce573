import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { insertDemoKits, kitRecipe } from './demoKits';
import { DEMO_CUSTOMERS } from './seedCheckoutDemo';
import { takeSeedMark } from './seedMark';

const SEED_MARK = 'demo_product_extras';

/** Demo kits: for each leaf type, one product of the group's category, preferring ones made for the sport. */
export const DEMO_KITS = [
  kitRecipe('beg', 'muzhchinam', 'Комплект для бега: кроссовки, футболка и шорты', ['krossovki', 'futbolki', 'shorty']),
  kitRecipe('beg', 'zhenshchinam', 'Комплект для бега: кроссовки, футболка и леггинсы', ['krossovki', 'futbolki', 'legginsy']),
  kitRecipe('fitnes', 'muzhchinam', 'Комплект для фитнеса: кроссовки, футболка и шорты', ['krossovki', 'futbolki', 'shorty']),
];

/** Personal prices of the demo customers: 15 % off the first two products of the first kit (README "Demo data"). */
export const DEMO_PERSONAL_DISCOUNT = 0.85;
const PERSONAL_PRICES_VALID_UNTIL = new Date('2036-01-01T00:00:00Z');

/**
 * Loads the demo kits and personal prices once (false when already there). Runs after the catalogue
 * and the demo customers; a kit whose categories hold fewer than two products is left out.
 */
export async function seedProductExtras(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    if (!(await takeSeedMark(tx, SEED_MARK))) return false;
    const kits = await insertDemoKits(tx, DEMO_KITS, 0);
    const customers = await tx
      .selectFrom('customer')
      .select('id')
      .where(
        'phone',
        'in',
        DEMO_CUSTOMERS.map((c) => c.phone),
      )
      .execute();
    const discounted = kits[0]?.productIds.slice(0, 2) ?? [];
    if (customers.length > 0 && discounted.length > 0) {
      const products = await tx.selectFrom('product').select(['product_id', 'retail_price']).where('product_id', 'in', discounted).execute();
      await tx
        .insertInto('personal_price')
        .values(
          customers.flatMap((customer) =>
            products.map((p) => ({
              customer_id: customer.id,
              product_id: p.product_id,
              valid_until: PERSONAL_PRICES_VALID_UNTIL,
              price: Math.floor(Number(p.retail_price) * DEMO_PERSONAL_DISCOUNT).toFixed(2),
            })),
          ),
        )
        .execute();
    }
    return true;
  });
}
