import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';

const ADDRESSES = '/profiles/current/delivery-addresses';
const HOME = { text: 'Москва, Тверская улица, 7', geoPoint: 'ucfv0j3yzkzr', floor: '5', apartment: '12' };

describe('profile addresses, bonuses and promo codes over HTTP (spec §7 Profile)', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('account', 10, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  }, 60_000);
  afterAll(() => db.destroy());

  const signedIn = () => signedInBrowser(app, '+7916');

  it('answers NOT_AUTHORIZED to an anonymous visitor and shows the pages with a sign-in prompt', async () => {
    const stranger = apiBrowser(app);
    for (const [method, path, body] of [
      ['GET', ADDRESSES],
      ['POST', ADDRESSES, HOME],
      ['PUT', `${ADDRESSES}/00000000-0000-4000-8000-000000000000`, HOME],
      ['DELETE', `${ADDRESSES}/00000000-0000-4000-8000-000000000000`],
      ['GET', '/profiles/current/bonuses'],
      ['GET', '/profiles/current/future-bonuses'],
      ['GET', '/profiles/current/bonus-history'],
      ['GET', '/profiles/current/promocodes'],
    ] as const) {
      const answer = await stranger.call(method, path, body);
      expect([path, answer.status, answer.body.reason]).toEqual([path, 401, 'NOT_AUTHORIZED']);
    }
    for (const page of ['/profile/addresses/', '/profile/bonuses/', '/profile/promocodes/']) {
      expect(await (await app.request(page)).text()).toContain('Войти');
    }
  });

  it('adds, lists, edits and deletes addresses; another customer sees none of them', async () => {
    const me = await signedIn();
    expect((await me.call('GET', ADDRESSES)).body).toEqual({ addresses: [] });
    const added = await me.call('POST', ADDRESSES, HOME);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Адрес доставки', text: HOME.text, entrance: '', floor: '5', apartment: '12', geoPoint: HOME.geoPoint });
    const id = added.body.id as string;
    const edited = await me.call('PUT', `${ADDRESSES}/${id}`, { ...HOME, name: 'Дом', entrance: '3' });
    expect(edited.body).toMatchObject({ id, name: 'Дом', entrance: '3' });
    expect((await me.call('GET', ADDRESSES)).body.addresses).toEqual([edited.body]);
    const html = await (await app.request('/profile/addresses/', { headers: { cookie: me.cookie() } })).text();
    expect(html).toContain('Тверская улица, 7');

    const other = await signedIn();
    expect((await other.call('GET', ADDRESSES)).body.addresses).toEqual([]);
    expect((await other.call('PUT', `${ADDRESSES}/${id}`, HOME)).status).toBe(404);
    expect((await other.call('DELETE', `${ADDRESSES}/${id}`)).status).toBe(404);
    expect((await me.call('DELETE', `${ADDRESSES}/${id}`)).body).toEqual({ addresses: [] });
  });

  it('refuses bad input with 400 INCORRECT_REQUEST and the eleventh address with DELIVERY_ADDRESS_LIMIT', async () => {
    const me = await signedIn();
    for (const body of [
      {},
      { ...HOME, text: '  ' },
      { ...HOME, geoPoint: 'nope' },
      { ...HOME, apartment: '1'.repeat(11) },
      { ...HOME, name: 'я'.repeat(51) },
      { ...HOME, floor: 5 },
      '{not json',
    ]) {
      const answer = await me.call('POST', ADDRESSES, body);
      expect([answer.status, answer.body.reason]).toEqual([400, 'INCORRECT_REQUEST']);
    }
    expect((await me.call('PUT', `${ADDRESSES}/not-an-id`, HOME)).status).toBe(404);
    for (let i = 0; i < 10; i++) expect((await me.call('POST', ADDRESSES, HOME)).status).toBe(201);
    const refused = await me.call('POST', ADDRESSES, HOME);
    expect([refused.status, refused.body.reason]).toEqual([400, 'DELIVERY_ADDRESS_LIMIT']);
    expect(refused.body.message).toMatch(/не больше 10 адресов/);
  });

  it('shows the balance, level, future bonuses and the history within dates', async () => {
    const me = await signedIn();
    const customerId = (await me.call('GET', '/users/current')).body.id as string;
    await db.updateTable('customer').set({ bonuses: 1200, level: 'SILVER' }).where('id', '=', customerId).execute();
    await db
      .insertInto('customer_order')
      .values({
        order_number: '9100001',
        cart_id: '00000000-0000-4000-8000-00000000cafe',
        owner_key: `customer:${customerId}`,
        customer_id: customerId,
        status: 'CREATED',
        obtaining_type: 'PICKUP',
        shipment: '{}',
        contacts: '{}',
        payment_method: 'CASH',
        products_cost: '5000',
        discount_amount: '0',
        bonus_amount: '1000',
        gift_cards_amount: '0',
        delivery_cost: '0',
        total_cost: '4000',
        amount_to_pay: '4000',
        weight_grams: 500,
        created_at: new Date('2026-10-10T10:00:00Z'),
      })
      .execute();

    // The order is not received and credited yet, so it does not count towards the level (docs/profile.md «Bonuses»).
    expect((await me.call('GET', '/profiles/current/bonuses')).body).toEqual({
      bonuses: 1200,
      level: 'SILVER',
      percent: 7,
      cardImage: 'silver',
      purchasesAmount: 0,
      nextLevel: 'GOLD',
      amountToNextLevel: 150_001,
    });
    expect((await me.call('GET', '/profiles/current/future-bonuses')).body).toEqual({
      bonuses: [{ orderNumber: '9100001', orderDate: '2026-10-10T10:00:00.000Z', amount: 280, accrualDate: null }],
    });
    const history = await me.call('GET', '/profiles/current/bonus-history?dateBegin=2026-10-01&dateEnd=2026-10-31');
    expect(history.body).toEqual({
      dateBegin: '2026-10-01',
      dateEnd: '2026-10-31',
      history: [{ date: '2026-10-10T10:00:00.000Z', type: 'SPENT', amount: -1000, orderNumber: '9100001' }],
    });
    expect((await me.call('GET', '/profiles/current/bonus-history?dateBegin=2026-10-11&dateEnd=2026-10-31')).body.history).toEqual([]);
    for (const query of ['dateBegin=2026-02-30', 'dateBegin=2026-10-31&dateEnd=2026-10-01', 'dateEnd=31.10.2026', 'dateBegin=1899-12-31']) {
      expect((await me.call('GET', `/profiles/current/bonus-history?${query}`)).status).toBe(400);
    }
    const page = await app.request('/profile/bonuses/?dateBegin=2026-10-01&dateEnd=2026-10-31', { headers: { cookie: me.cookie() } });
    const html = await page.text();
    expect(html).toContain('Уровень «<!-- -->Серебряный');
    expect(html).toContain('9100001');
    expect((await app.request('/profile/bonuses/?dateBegin=bad', { headers: { cookie: me.cookie() } })).status).toBe(400);
  });

  it('lists the demo promo codes that can still be applied', async () => {
    const me = await signedIn();
    const codes = (await me.call('GET', '/profiles/current/promocodes')).body.promocodes as { code: string }[];
    expect(codes.map((c) => c.code).sort()).toEqual(['MINUS500', 'ONCE1000', 'SPORT10']);
    expect(codes.find((c) => c.code === 'SPORT10')).toEqual({ code: 'SPORT10', description: 'Скидка 10 %', activeTo: null });
  });
});
