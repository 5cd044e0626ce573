import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { postgresProductViewLog } from './postgresProductViewLog';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();

describe.each(kinds)('product views on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create(10));
  });
  afterAll(() => drop());

  it("reads an owner's views latest first, a product viewed again moving to the front, up to the limit", async () => {
    const views = postgresProductViewLog(db);
    const [a, b, c] = (await db.selectFrom('product').select('product_id').orderBy('product_id').limit(3).execute()).map((r) => r.product_id);
    for (const id of [a!, b!, c!, a!]) await views.record('customer:ann', id);
    await views.record('session:other', b!);
    expect(await views.latest('customer:ann', 20)).toEqual([a, c, b]);
    expect(await views.latest('customer:ann', 2)).toEqual([a, c]);
    expect(await views.latest('session:other', 20)).toEqual([b]);
    expect(await views.latest('customer:nobody', 20)).toEqual([]);
  });

  it('gives the views made before signing in to the customer, each product at its latest view', async () => {
    const views = postgresProductViewLog(db);
    const [a, b, c] = (await db.selectFrom('product').select('product_id').orderBy('product_id').offset(3).limit(3).execute()).map((r) => r.product_id);
    await views.record('customer:bob', a!);
    await views.record('session:bob-phone', b!);
    await views.record('customer:bob', c!);
    await views.record('session:bob-phone', a!);
    await views.adopt('session:bob-phone', 'customer:bob');
    expect(await views.latest('customer:bob', 20)).toEqual([a, c, b]);
    expect(await views.latest('session:bob-phone', 20)).toEqual([]);
    await views.adopt('session:nobody', 'customer:bob');
    expect(await views.latest('customer:bob', 20)).toEqual([a, c, b]);
  });
});
