import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { postgresStockReader } from './postgresStockReader';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();

describe.each(kinds)('city stock on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create(10));
  });
  afterAll(() => drop());

  it('gives the units each shop of the city holds, by shop number, and nothing of other cities or empty shelves', async () => {
    const rows = await db
      .selectFrom('stock')
      .innerJoin('shop', 'shop.id', 'stock.shop_id')
      .select(['stock.ware_id', 'shop.shop_number', 'shop.city_id', 'stock.quantity'])
      .execute();
    const wareIds = [...new Set(rows.map((r) => r.ware_id))].slice(0, 5);
    const expected = rows
      .filter((r) => wareIds.includes(r.ware_id) && r.city_id === '78' && r.quantity > 0)
      .map((r) => ({ shopNumber: r.shop_number, wareId: r.ware_id, quantity: r.quantity }));
    const got = await postgresStockReader(db).inCity('78', wareIds);
    const order = (a: { shopNumber: string; wareId: string }, b: { shopNumber: string; wareId: string }) =>
      `${a.wareId}${a.shopNumber}`.localeCompare(`${b.wareId}${b.shopNumber}`);
    expect([...got].sort(order)).toEqual(expected.sort(order));
    expect(expected.length).toBeGreaterThan(0);
    expect(await postgresStockReader(db).inCity('78', [])).toEqual([]);
  });

  it('serves product availability from the same rows: every city, with the shop named', async () => {
    const [ware] = await db.selectFrom('stock').select('ware_id').where('quantity', '>', 0).limit(1).execute();
    const stock = postgresStockReader(db);
    const all = await stock.byShop([ware!.ware_id]);
    const inCity = all.filter((s) => s.cityId === '78').map(({ shopNumber, wareId, quantity }) => ({ shopNumber, wareId, quantity }));
    expect(await stock.inCity('78', [ware!.ware_id])).toEqual(inCity);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((s) => s.quantity > 0 && s.shopName !== '')).toBe(true);
  });
});
