import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { DEMO_CUSTOMERS, seedCheckoutDemo } from './demo/seedCheckoutDemo';
import { DEMO_KITS, DEMO_PERSONAL_DISCOUNT, seedProductExtras } from './demo/seedProductExtras';
import { postgresCatalogueRepository } from './postgresCatalogueRepository';
import { postgresKitRepository } from './postgresKitRepository';
import { postgresPersonalPrices } from './postgresPersonalPrices';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const PRODUCTS = 400;

describe.each(kinds)('product page storage on $name (migration 0011)', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  let customerId: string;
  beforeAll(async () => {
    ({ db, drop } = await kind.create(PRODUCTS));
    await seedCheckoutDemo(db);
    expect(await seedProductExtras(db)).toBe(true);
    customerId = (await db.selectFrom('customer').select('id').where('phone', '=', DEMO_CUSTOMERS[0].phone).executeTakeFirstOrThrow()).id;
  }, 120_000);
  afterAll(() => drop());

  it('seeds the demo kits once, each of products in stock from its group and leaf types', async () => {
    expect(await seedProductExtras(db)).toBe(false);
    const kits = await postgresKitRepository(db).find({}, 50);
    expect(kits.length).toBeGreaterThan(0);
    for (const kit of kits) {
      const recipe = DEMO_KITS.find((r) => r.id === kit.id)!;
      expect(kit.productIds.length).toBeGreaterThanOrEqual(2);
      const rows = await db
        .selectFrom('product as p')
        .innerJoin('category as c', 'c.id', 'p.category_id')
        .select(['p.product_id', 'c.url_path'])
        .where('p.product_id', 'in', kit.productIds)
        .execute();
      for (const row of rows) {
        expect(row.url_path.startsWith(`${recipe.group}/`)).toBe(true);
        expect(recipe.types.some((t) => row.url_path.endsWith(`/${t}`))).toBe(true);
      }
    }
  });

  it('finds kits by any of their products, by category and by id; counts them per category', async () => {
    const kits = postgresKitRepository(db);
    const [first] = await kits.find({}, 1);
    const productId = first!.productIds[1]!;
    const holding = await kits.find({ productIds: ['no-such', productId] }, 10);
    expect(holding.map((k) => k.id)).toContain(first!.id);
    expect(holding.every((k) => k.productIds.includes(productId))).toBe(true);
    expect(await kits.find({ productIds: [] }, 10)).toEqual([]);
    expect((await kits.find({ categoryId: first!.category.id }, 10)).every((k) => k.category.id === first!.category.id)).toBe(true);
    expect(await kits.byId(first!.id)).toEqual(first);
    expect(await kits.byId('no-such-kit')).toBeUndefined();
    const all = await kits.find({}, 50);
    const categories = await kits.categories();
    expect(categories.reduce((n, c) => n + c.kitCount, 0)).toBe(all.length);
    expect(categories.find((c) => c.id === first!.category.id)?.name).toBe('Бег');
  });

  it('gives the demo customers personal prices below retail on the first kit, only while valid, nobody else', async () => {
    const prices = postgresPersonalPrices(db);
    const [first] = await postgresKitRepository(db).find({}, 1);
    const ids = first!.productIds.slice(0, 2);
    const now = new Date();
    const found = await prices.pricesOf(customerId, [...ids, first!.productIds[2] ?? 'none'], now);
    expect([...found.keys()].sort()).toEqual([...ids].sort());
    const product = await postgresCatalogueRepository(db).productById(ids[0]!);
    expect(found.get(ids[0]!)!.toNumber()).toBe(Math.floor(product!.price.retail.toNumber() * DEMO_PERSONAL_DISCOUNT));
    expect((await prices.pricesOf(customerId, ids, new Date('2040-01-01T00:00:00Z'))).size).toBe(0);
    const other = (
      await db.insertInto('customer').values({ id: '00000000-0000-4000-8000-0000000000aa', phone: '+79000000099' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    expect((await prices.pricesOf(other, ids, now)).size).toBe(0);
    expect((await prices.pricesOf(customerId, [], now)).size).toBe(0);
  });

  it("tells a product's gender, age, sports, category names from the root and questions; nothing for an unknown id", async () => {
    const row = await db
      .selectFrom('product_sport as ps')
      .innerJoin('product as p', 'p.product_id', 'ps.product_id')
      .select(['p.product_id', 'p.gender', 'p.age'])
      .orderBy('p.product_id')
      .executeTakeFirstOrThrow();
    const sports = (
      await db
        .selectFrom('product_sport as ps')
        .innerJoin('sport as s', 's.id', 'ps.sport_id')
        .select('s.name')
        .where('ps.product_id', '=', row.product_id)
        .orderBy('s.name')
        .execute()
    ).map((s) => s.name);
    const facts = await postgresCatalogueRepository(db).productFacts(row.product_id);
    expect(facts).toMatchObject({ gender: row.gender, age: row.age, sports, questions: 0 });
    expect(facts!.categoryNames.length).toBeGreaterThanOrEqual(2);
    expect(['Мужчинам', 'Женщинам', 'Детям']).toContain(facts!.categoryNames[0]);
    expect(await postgresCatalogueRepository(db).productFacts('no-such')).toBeUndefined();
  });

  it('lists the colour variants of a model: every sibling product once, ordered by id', async () => {
    const model = await db
      .selectFrom('product')
      .select('model_id')
      .groupBy('model_id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .orderBy('model_id')
      .executeTakeFirstOrThrow();
    const siblings = await db
      .selectFrom('product')
      .select(['product_id', 'colour_name'])
      .where('model_id', '=', model.model_id)
      .orderBy('product_id')
      .execute();
    const variants = await postgresCatalogueRepository(db).colourVariants(model.model_id);
    expect(variants.map((v) => [v.productId, v.colourName])).toEqual(siblings.map((s) => [s.product_id, s.colour_name]));
    expect(new Set(variants.map((v) => v.colourName)).size).toBe(variants.length);
    expect(await postgresCatalogueRepository(db).colourVariants('no-such-model')).toEqual([]);
  });
});
