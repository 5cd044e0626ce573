import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { postgresEventStore } from './postgresEventStore';
import { postgresNewsletterRepository } from './postgresNewsletterRepository';
import { postgresDirectoryRepository } from './postgresDirectoryRepository';
import { postgresLocationRepository } from './postgresLocationRepository';
import { postgresShopRepository } from './postgresShopRepository';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();

describe.each(kinds)('shell storage on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create(10));
  });
  afterAll(() => drop());

  it('appends behaviour events and counts them per group and event', async () => {
    const events = postgresEventStore(db);
    await events.append('session:a', [
      { group: 'page', event: 'view', pageType: 'MAIN', payload: { path: '/' }, occurredAt: 1_700_000_000_000 },
      { group: 'page', event: 'view', pageType: null, payload: {}, occurredAt: null },
    ]);
    await events.append('session:b', [{ group: 'cart', event: 'add', pageType: 'PRODUCT', payload: { productId: '1' }, occurredAt: null }]);
    expect(await events.count('page', 'view')).toBe(2);
    expect(await events.count('cart', 'add')).toBe(1);
    const row = await db
      .selectFrom('analytics_event')
      .select(['payload', 'occurred_at'])
      .where('owner_key', '=', 'session:a')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(row.payload).toEqual({ path: '/' });
    expect(row.occurred_at?.getTime()).toBe(1_700_000_000_000);
  });

  it('keeps one newsletter sign-up per address', async () => {
    const newsletter = postgresNewsletterRepository(db);
    expect(await newsletter.subscribe({ destination: 'a@example.ru', source: 'footer', ownerKey: 'session:a' })).toBe('created');
    expect(await newsletter.subscribe({ destination: 'a@example.ru', source: 'footer', ownerKey: 'session:b' })).toBe('existing');
    expect(await newsletter.subscribe({ destination: 'b@example.ru', source: 'footer', ownerKey: 'session:b' })).toBe('created');
  });

  it("ranks brands, sports and leaf categories by their products' popularity, each with its best product, in stock first", async () => {
    const directory = postgresDirectoryRepository(db);
    const products = await db.selectFrom('product_search').select(['product_id', 'brand_code', 'category_path', 'popularity', 'in_stock']).execute();
    const sportOf = await db.selectFrom('product_sport').innerJoin('sport', 'sport.id', 'product_sport.sport_id').select(['product_id', 'url_code']).execute();
    const best = (group: typeof products) =>
      [...group].sort((a, b) => Number(b.in_stock) - Number(a.in_stock) || b.popularity - a.popularity || (a.product_id < b.product_id ? -1 : 1))[0]
        ?.product_id ?? null;
    const score = (group: typeof products) => group.reduce((sum, p) => sum + p.popularity, 0);
    const check = (list: readonly { name: string; topProductId: string | null }[], groupOf: (i: number) => typeof products) => {
      const scores = list.map((_, i) => score(groupOf(i)));
      for (let i = 1; i < list.length; i++) {
        expect(scores[i]!).toBeLessThanOrEqual(scores[i - 1]! + 1e-3);
        if (Math.abs(scores[i]! - scores[i - 1]!) < 1e-6 && scores[i] === 0) expect(list[i]!.name >= list[i - 1]!.name).toBe(true);
      }
      list.forEach((e, i) => expect(e.topProductId).toBe(best(groupOf(i))));
    };
    const brands = await directory.brands();
    expect(brands.length).toBeGreaterThan(3);
    expect(brands[0]!.topProductId).not.toBeNull();
    check(brands, (i) => products.filter((p) => p.brand_code === brands[i]!.urlCode));
    const sports = await directory.sports();
    check(sports, (i) => products.filter((p) => sportOf.some((s) => s.product_id === p.product_id && s.url_code === sports[i]!.urlCode)));
    const categories = await directory.categories();
    expect(new Set(categories.map((c) => c.category.urlPath))).toEqual(new Set(products.map((p) => p.category_path)));
    check(
      categories.map((c) => ({ name: c.category.name, topProductId: c.topProductId })),
      (i) => products.filter((p) => p.category_path === categories[i]!.category.urlPath),
    );
  });

  it('keeps one chosen location per owner, replaced by the next choice', async () => {
    const locations = postgresLocationRepository(db);
    expect((await locations.cities()).map((c) => c.name)).toContain('Москва');
    expect(await locations.chosen('session:a')).toBeUndefined();
    await locations.choose('session:a', { geoPoint: 'ucfv0j7z8b7e', locationLevel: 'OTHER', locationName: 'Москва' });
    await locations.choose('session:a', { geoPoint: 'udtt4pbn9z1u', locationLevel: 'STREET', locationName: 'Невский проспект' });
    expect(await locations.chosen('session:a')).toEqual({ geoPoint: 'udtt4pbn9z1u', locationLevel: 'STREET', locationName: 'Невский проспект' });
    expect(await locations.chosen('session:b')).toBeUndefined();
  });

  it('reads the shops of a city by kind and one shop by number', async () => {
    const shops = postgresShopRepository(db);
    const moscow = (await postgresLocationRepository(db).cities()).find((c) => c.name === 'Москва')!;
    const inMoscow = await shops.inCity(moscow.id, 'SHOP');
    expect(inMoscow.length).toBeGreaterThan(0);
    expect(inMoscow.every((s) => s.kind === 'SHOP' && s.cityId === moscow.id && s.geohash.length === 12)).toBe(true);
    expect(await shops.byNumber(inMoscow[0]!.shopNumber)).toEqual(inMoscow[0]);
    expect(await shops.byNumber('no-such')).toBeUndefined();
  });
});
