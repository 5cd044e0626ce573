import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { seedProductExtras } from './demo/seedProductExtras';
import { DEMO_LOOKS, seedLookZone } from './demo/seedLookZone';
import { DEMO_SERVICE_TREE, seedShopServices } from './demo/seedShopServices';
import { postgresKitRepository } from './postgresKitRepository';
import { postgresShopServiceRepository } from './postgresShopServiceRepository';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const allServices = DEMO_SERVICE_TREE.flatMap((c) => c.subcategories.flatMap((s) => s.services));

describe.each(kinds)('look zone and workshop services storage on $name (migration 0024)', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  let moscowShops: string[];
  beforeAll(async () => {
    ({ db, drop } = await kind.create(400));
    await seedProductExtras(db);
    expect(await seedLookZone(db)).toBe(true);
    expect(await seedShopServices(db)).toBe(true);
    moscowShops = (await db.selectFrom('shop').select('shop_number').where('city_id', '=', '77').where('kind', '=', 'SHOP').execute()).map(
      (s) => s.shop_number,
    );
  }, 120_000);
  afterAll(() => drop());

  it('seeds the looks and the services once', async () => {
    expect(await seedLookZone(db)).toBe(false);
    expect(await seedShopServices(db)).toBe(false);
  });

  it('finds a look by its id, after the product page kits, with products in order', async () => {
    const kits = postgresKitRepository(db);
    const all = await kits.find({}, 50);
    expect(all.filter((k) => DEMO_LOOKS.some((l) => l.id === k.id)).length).toBeGreaterThan(3);
    const look = all.find((k) => DEMO_LOOKS.some((l) => l.id === k.id))!;
    expect(await kits.find({ kitId: look.id }, 50)).toEqual([look]);
    expect(await kits.find({ kitId: 'no-such-look' }, 50)).toEqual([]);
  });

  it('lists the categories the given shops serve, in order, with their counts', async () => {
    const services = postgresShopServiceRepository(db);
    const categories = await services.categoriesInShops(moscowShops);
    expect(categories.map((c) => c.id)).toEqual(DEMO_SERVICE_TREE.map((c) => c.id));
    expect(categories.reduce((n, c) => n + c.serviceCount, 0)).toBe(allServices.length);
    expect(await services.categoriesInShops([])).toEqual([]);
    expect(await services.categoriesInShops(['no-such-shop'])).toEqual([]);
  });

  it('gives a category’s subcategories and a subcategory’s services; unknown ones are undefined', async () => {
    const services = postgresShopServiceRepository(db);
    const bikes = (await services.subcategories('velosipedy'))!;
    expect(bikes.category).toEqual({ id: 'velosipedy', name: 'Велосипеды' });
    expect(bikes.subcategories).toEqual([
      { id: 'sborka-velosipeda', name: 'Сборка', serviceCount: 1 },
      { id: 'obsluzhivanie-velosipeda', name: 'Обслуживание', serviceCount: 3 },
    ]);
    expect(await services.subcategories('no-such')).toBeUndefined();
    const list = (await services.inSubcategory('obsluzhivanie-velosipeda'))!;
    expect(list.category.id).toBe('velosipedy');
    expect(list.services.map((s) => s.id)).toEqual(['sezonnoe-to', 'regulirovka-pereklyuchateley', 'zamena-kamery']);
    expect(await services.inSubcategory('no-such')).toBeUndefined();
  });

  it('reads a service with its base and city prices and the shops that perform it', async () => {
    const services = postgresShopServiceRepository(db);
    const service = (await services.byId('zatochka-kantov'))!;
    expect(service.pricing.basePrice.toNumber()).toBe(1200);
    expect(service.pricing.cityPrices['78']?.toNumber()).toBe(1080);
    expect(service.pricing.cityPrices['77']).toBeUndefined();
    expect(service.shopNumbers).toEqual(expect.arrayContaining(moscowShops));
    const assembly = (await services.byId('sborka-iz-korobki'))!;
    expect(assembly.shopNumbers.length).toBeLessThan(service.shopNumbers.length);
    expect(await services.byId('no-such')).toBeUndefined();
  });
});
