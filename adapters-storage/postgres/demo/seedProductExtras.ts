import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { DEMO_CUSTOMERS } from './seedCheckoutDemo';

const SEED_MARK = 'demo_product_extras';

/** Demo kits: for each leaf type, one product of the group's category, preferring ones made for the sport. */
export const DEMO_KITS = [
  {
    id: 'beg-muzhchinam',
    name: 'Комплект для бега: кроссовки, футболка и шорты',
    sport: 'beg',
    group: 'muzhchinam',
    types: ['krossovki', 'futbolki', 'shorty'],
  },
  {
    id: 'beg-zhenshchinam',
    name: 'Комплект для бега: кроссовки, футболка и леггинсы',
    sport: 'beg',
    group: 'zhenshchinam',
    types: ['krossovki', 'futbolki', 'legginsy'],
  },
  {
    id: 'fitnes-muzhchinam',
    name: 'Комплект для фитнеса: кроссовки, футболка и шорты',
    sport: 'fitnes',
    group: 'muzhchinam',
    types: ['krossovki', 'futbolki', 'shorty'],
  },
] as const;

/** Personal prices of the demo customers: 15 % off the first two products of the first kit (README "Demo data"). */
export const DEMO_PERSONAL_DISCOUNT = 0.85;
const PERSONAL_PRICES_VALID_UNTIL = new Date('2036-01-01T00:00:00Z');

/** For each leaf type of a kit recipe, the first product in stock of the group's category, preferring ones made for the sport. */
export async function kitProductIds(
  db: Kysely<Database>,
  recipe: { readonly group: string; readonly types: readonly string[] },
  sportId: string,
): Promise<string[]> {
  const productIds: string[] = [];
  for (const type of recipe.types) {
    const product = await db
      .selectFrom('product as p')
      .innerJoin('category as c', 'c.id', 'p.category_id')
      .select('p.product_id')
      .where('c.url_path', 'like', `${recipe.group}/%/${type}`)
      .where('p.on_sale_soon', '=', false)
      .where(sql<boolean>`exists (select 1 from ware w join stock s on s.ware_id = w.ware_id where w.product_id = p.product_id and s.quantity > 0)`)
      .orderBy(sql`exists (select 1 from product_sport ps where ps.product_id = p.product_id and ps.sport_id = ${sportId})`, 'desc')
      .orderBy('p.product_id')
      .executeTakeFirst();
    if (product) productIds.push(product.product_id);
  }
  return productIds;
}

/**
 * Loads the demo kits and personal prices once (false when already there). Runs after the catalogue
 * and the demo customers; a kit whose categories hold fewer than two products is left out.
 */
export async function seedProductExtras(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const mark = await tx
      .insertInto('app_setting')
      .values({ key: SEED_MARK, value: '1' })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!mark) return false;
    const kits: { id: string; productIds: string[] }[] = [];
    for (const [position, recipe] of DEMO_KITS.entries()) {
      const sport = await tx.selectFrom('sport').select('id').where('url_code', '=', recipe.sport).executeTakeFirst();
      if (!sport) continue;
      const productIds = await kitProductIds(tx, recipe, sport.id);
      if (productIds.length < 2) continue;
      await tx.insertInto('kit').values({ id: recipe.id, name: recipe.name, sport_id: sport.id, position }).execute();
      await tx
        .insertInto('kit_product')
        .values(productIds.map((productId, i) => ({ kit_id: recipe.id, product_id: productId, position: i })))
        .execute();
      kits.push({ id: recipe.id, productIds });
    }
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
