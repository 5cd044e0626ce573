import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { DEMO_CUSTOMERS, seedCheckoutDemo } from '../../adapters-storage/postgres/demo/seedCheckoutDemo';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser, signInAs, signedInBrowser } from '../../test-fixtures/signedInClient';

describe('what signing in keeps (issue 14)', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('sign-in-carry-over', 10, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  }, 60_000);
  afterAll(() => db.destroy());

  /** A visitor with a line in the cart and the codes applied. */
  const visitorWithCodes = async (...codes: string[]) => {
    const visitor = apiBrowser(app);
    const ware = await db.selectFrom('ware').select(['product_id', 'ware_id']).orderBy('ware_id').limit(1).executeTakeFirstOrThrow();
    await visitor.call('POST', '/cart/products/_set-quantity', { items: [{ productId: ware.product_id, wareId: ware.ware_id, quantity: 3 }] });
    for (const code of codes) expect((await visitor.call('POST', `/cart/promocodes/${code}`)).status).toBe(200);
    return visitor;
  };
  const promoCodes = async (me: ReturnType<typeof apiBrowser>) =>
    (await me.call('GET', '/cart')).body.discounts.promoCodes.map((p: { promoCode: string; actionAmount: number }) => [p.promoCode, p.actionAmount > 0]);

  it("signs the seeded demo customers straight in: their profiles are complete, no registration step; a GOLD customer keeps the visitor's SPORT10", async () => {
    const rows = await db
      .selectFrom('customer')
      .select(['phone', 'profile_completed', 'first_name', 'email'])
      .where(
        'phone',
        'in',
        DEMO_CUSTOMERS.map((c) => c.phone),
      )
      .execute();
    expect(rows).toHaveLength(DEMO_CUSTOMERS.length);
    for (const row of rows) expect(row).toMatchObject({ profile_completed: true, first_name: expect.any(String), email: expect.stringContaining('@') });
    const visitor = await visitorWithCodes('SPORT10');
    const signed = await signInAs(visitor, DEMO_CUSTOMERS[0].phone);
    expect(signed.step).toBe('AUTHORIZATION');
    expect(signed.userInfo).toMatchObject({ phone: DEMO_CUSTOMERS[0].phone, profileCompleted: true });
    expect(signed.notices).toEqual([]);
    expect(await promoCodes(visitor)).toEqual([['SPORT10', true]]);
  });

  it("keeps the visitor's promo code for an EMPLOYEE and for a new customer (issue 14: SPORT10 disappeared at sign-in)", async () => {
    const employee = await visitorWithCodes('SPORT10');
    await signInAs(employee, DEMO_CUSTOMERS[1].phone);
    expect(await promoCodes(employee)).toEqual([['SPORT10', true]]);
    const newcomer = await visitorWithCodes('sport10');
    const signed = await signInAs(newcomer, '+79170000001');
    expect(signed.step).toBe('REGISTRATION');
    expect(await promoCodes(newcomer)).toEqual([['SPORT10', true]]);
  });

  it('drops a code used up meanwhile and says which and why', async () => {
    const visitor = await visitorWithCodes('ONCE1000', 'SPORT10');
    await db.updateTable('promo_code').set({ uses: 1 }).where('code', '=', 'ONCE1000').execute();
    const signed = await signInAs(visitor, '+79170000002');
    expect(signed.notices).toEqual(['Промокод ONCE1000 не перенесён в корзину после входа: он уже использован.']);
    expect(await promoCodes(visitor)).toEqual([['SPORT10', true]]);
  });

  it('keeps the city the visitor confirmed, so «Ваш город — …?» does not come back after sign-in', async () => {
    const visitor = apiBrowser(app);
    const { cities } = (await visitor.call('GET', '/location/top-cities')).body;
    const spb = cities.find((c: { name: string }) => c.name === 'Санкт-Петербург');
    expect(
      (await visitor.call('PUT', '/profiles/current/location', { geoPoint: spb.geoPoint, locationLevel: 'OTHER', locationName: 'Санкт-Петербург' })).status,
    ).toBe(200);
    const me = await signedInBrowser(app, '+7917', visitor);
    expect((await me.call('GET', '/location')).body).toMatchObject({ isConfirmed: true, cityName: 'Санкт-Петербург' });
  });

  it("keeps the customer's own city when the visitor confirmed none", async () => {
    const phone = '+79170000003';
    const id = '00000000-0000-4000-8000-00000000e003';
    await db
      .insertInto('customer')
      .values({
        id,
        phone,
        first_name: 'Ольга',
        last_name: 'Ким',
        email: 'olga@example.com',
        birth_date: null,
        sex: null,
        profile_completed: true,
        mobile_app_installed: 'NEVER',
        address: null,
        level: null,
      })
      .execute();
    const minsk = await db.selectFrom('city').select('geohash').where('name', '=', 'Минск').executeTakeFirstOrThrow();
    await db
      .insertInto('owner_location')
      .values({ owner_key: `customer:${id}`, geo_point: minsk.geohash, location_level: 'OTHER', location_name: 'Минск' })
      .execute();
    const me = apiBrowser(app);
    await signInAs(me, phone);
    expect((await me.call('GET', '/location')).body).toMatchObject({ isConfirmed: true, cityName: 'Минск' });
  });

  it("completes the demo customers' profiles in a database seeded before, at the next start, leaving one its customer filled in", async () => {
    const [gold, employee] = DEMO_CUSTOMERS;
    await db
      .updateTable('customer')
      .set({ first_name: null, last_name: null, email: null, birth_date: null, sex: null, profile_completed: false })
      .where('phone', '=', gold.phone)
      .execute();
    await db.updateTable('customer').set({ first_name: 'Игорёк', profile_completed: true }).where('phone', '=', employee.phone).execute();
    expect(await seedCheckoutDemo(db)).toBe(false);
    const rows = await db
      .selectFrom('customer')
      .select(['phone', 'first_name', 'profile_completed'])
      .where('phone', 'in', [gold.phone, employee.phone])
      .orderBy('phone')
      .execute();
    expect(rows).toEqual([
      { phone: gold.phone, first_name: gold.first_name, profile_completed: true },
      { phone: employee.phone, first_name: 'Игорёк', profile_completed: true },
    ]);
  });
});
