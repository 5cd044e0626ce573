import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOPS } from '../demo/catalogue/shops';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { orderPostingsByStock, renameDemoShops, spreadStoredRatings } from './migrations/0029_shop_names_star_counts_stock_order';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();

describe.each(kinds)('migration 0029 on a database seeded earlier, on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create(40));
  });
  afterAll(() => drop());

  it('renames the shops and pickup points seeded under the competitor’s name to this shop’s', async () => {
    // What a database seeded before the rename holds.
    await db
      .updateTable('shop')
      .set((eb) => ({ name: eb.fn('replace', ['name', eb.val('Спорт·Маркет'), eb.val('Спортмастер')]) }))
      .execute();
    await db
      .insertInto('shop')
      .values({
        id: '9999',
        shop_number: '9999',
        kind: 'SHOP',
        name: 'Спортивный двор',
        city_id: SHOPS[0]!.cityId,
        address: 'ул. Тестовая, д. 1',
        lat: 55.7,
        lon: 37.6,
        geohash: SHOPS[0]!.geohash,
        filters: [],
        opening_hours: '10:00–22:00',
      })
      .execute();

    await renameDemoShops(db);
    await renameDemoShops(db);

    const rows = await db.selectFrom('shop').select(['id', 'name']).orderBy('id').execute();
    expect(rows).toEqual([...SHOPS.map((s) => ({ id: s.id, name: s.name })), { id: '9999', name: 'Спортивный двор' }]);
  });

  it('spreads the ratings stored without stars over the stars around the average, keeping count and average', async () => {
    await db
      .updateTable('product')
      .set({ rating_counts: [0, 0, 0, 0, 0] })
      .execute();
    await db
      .updateTable('product')
      .set({ rating: '5.0', reviews_count: 3 })
      .where('product_id', '=', (await db.selectFrom('product').select('product_id').executeTakeFirstOrThrow()).product_id)
      .execute();
    await spreadStoredRatings(db);
    const products = await db.selectFrom('product').select(['rating', 'reviews_count', 'rating_counts']).execute();
    expect(products.some((p) => p.reviews_count > 0)).toBe(true);
    for (const p of products) {
      expect(p.rating_counts.reduce((a, b) => a + b, 0)).toBe(p.reviews_count);
      expect(p.rating_counts.filter((n) => n > 0).length).toBeLessThanOrEqual(2);
      if (p.reviews_count > 0) {
        const mean = p.rating_counts.reduce((sum, n, i) => sum + n * (i + 1), 0) / p.reviews_count;
        expect(Math.abs(mean - Number(p.rating))).toBeLessThanOrEqual(0.5 / p.reviews_count + 1e-9);
      }
    }
  });

  it('marks the postings of sold-out goods, so one-word searches put them last', async () => {
    const sold = await db.selectFrom('product_search').select('product_id').where('in_stock', '=', false).execute();
    expect(sold.length).toBeGreaterThan(0);
    await sql`update search_posting set in_stock = true`.execute(db);
    await orderPostingsByStock(db);
    const { rows } = await sql<{ wrong: number }>`
      select count(*)::int as wrong from search_posting p join product_search ps using (product_id) where p.in_stock <> ps.in_stock`.execute(db);
    expect(rows[0]!.wrong).toBe(0);
  });
});
