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
    const row = await db.selectFrom('analytics_event').select(['payload', 'occurred_at']).where('owner_key', '=', 'session:a').orderBy('id').executeTakeFirstOrThrow();
    expect(row.payload).toEqual({ path: '/' });
    expect(row.occurred_at?.getTime()).toBe(1_700_000_000_000);
  });

  it('keeps one newsletter sign-up per address', async () => {
    const newsletter = postgresNewsletterRepository(db);
    expect(await newsletter.subscribe({ destination: 'a@example.ru', source: 'footer', ownerKey: 'session:a' })).toBe('created');
    expect(await newsletter.subscribe({ destination: 'a@example.ru', source: 'footer', ownerKey: 'session:b' })).toBe('existing');
    expect(await newsletter.subscribe({ destination: 'b@example.ru', source: 'footer', ownerKey: 'session:b' })).toBe('created');
  });

  it('lists brands and sports in name order', async () => {
    const directory = postgresDirectoryRepository(db);
    for (const list of [await directory.brands(), await directory.sports()]) {
      expect(list.length).toBeGreaterThan(3);
      expect(list.map((e) => e.name)).toEqual([...list.map((e) => e.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
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
