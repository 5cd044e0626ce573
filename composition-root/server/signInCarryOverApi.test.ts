import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { DEMO_CUSTOMERS } from '../../test-fixtures/seed/seedCheckoutDemo';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser, signInAs, signedInBrowser } from '../../test-fixtures/signedInClient';

describe('what signing in keeps (issue 14)', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('sign-in-carry-over', 10, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  }, 60_000);
  afterAll(() => db.destroy());

  it('signs the seeded demo customers straight in: their profiles are complete, no registration step', async () => {
    const rows = await db.selectFrom('customer').select(['phone', 'profile_completed', 'first_name', 'email']).where('phone', 'in', DEMO_CUSTOMERS.map((c) => c.phone)).execute();
    expect(rows).toHaveLength(DEMO_CUSTOMERS.length);
    for (const row of rows) expect(row).toMatchObject({ profile_completed: true, first_name: expect.any(String), email: expect.stringContaining('@') });
    const signed = await signInAs(apiBrowser(app), DEMO_CUSTOMERS[0].phone);
    expect(signed.step).toBe('AUTHORIZATION');
    expect(signed.userInfo).toMatchObject({ phone: DEMO_CUSTOMERS[0].phone, profileCompleted: true });
  });

  it('keeps the city the visitor confirmed, so «Ваш город — …?» does not come back after sign-in', async () => {
    const visitor = apiBrowser(app);
    const { cities } = (await visitor.call('GET', '/location/top-cities')).body;
    const spb = cities.find((c: { name: string }) => c.name === 'Санкт-Петербург');
    expect((await visitor.call('PUT', '/profiles/current/location', { geoPoint: spb.geoPoint, locationLevel: 'OTHER', locationName: 'Санкт-Петербург' })).status).toBe(200);
    const me = await signedInBrowser(app, '+7917', visitor);
    expect((await me.call('GET', '/location')).body).toMatchObject({ isConfirmed: true, cityName: 'Санкт-Петербург' });
  });

  it('keeps the customer\'s own city when the visitor confirmed none', async () => {
    const { phone } = DEMO_CUSTOMERS[1];
    const { id } = await db.selectFrom('customer').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
    const minsk = await db.selectFrom('city').select('geohash').where('name', '=', 'Минск').executeTakeFirstOrThrow();
    await db.insertInto('owner_location').values({ owner_key: `customer:${id}`, geo_point: minsk.geohash, location_level: 'OTHER', location_name: 'Минск' }).execute();
    const me = apiBrowser(app);
    await signInAs(me, phone);
    expect((await me.call('GET', '/location')).body).toMatchObject({ isConfirmed: true, cityName: 'Минск' });
  });
});
