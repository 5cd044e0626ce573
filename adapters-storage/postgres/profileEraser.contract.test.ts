import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { postgresProfileEraser } from './postgresProfileEraser';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const ANN = '00000000-0000-4000-8000-000000000021';
const BOB = '00000000-0000-4000-8000-000000000022';
const GEO = 'ucfv0j8rx5ts';
const person = (firstName: string) => ({ firstName, lastName: 'Иванова', phone: '+79161110302', email: 'anna@example.ru' });

/** Everything a customer leaves behind: profile, sessions, lists, address, review and two orders. */
async function customerWithData(db: Kysely<Database>, id: string, phone: string, n: number) {
  const owner = `customer:${id}`;
  const ware = await db.selectFrom('ware').select(['ware_id', 'product_id']).orderBy('ware_id').executeTakeFirstOrThrow();
  await db
    .insertInto('customer')
    .values({
      id,
      phone,
      first_name: 'Анна',
      last_name: 'Иванова',
      email: `c${n}@example.ru`,
      birth_date: '1990-05-03',
      sex: 'FEMALE',
      address: 'Москва',
      bonuses: 500,
      level: 'GOLD',
    })
    .execute();
  await db
    .insertInto('session')
    .values([
      { id: `s${n}a`, customer_id: id },
      { id: `s${n}b`, customer_id: id },
    ])
    .execute();
  await db
    .insertInto('customer_identity')
    .values({ channel: 'VKONTAKTE', subject: `vk${n}`, customer_id: id })
    .execute();
  await db.insertInto('favourite').values({ customer_id: id, ware_id: ware.ware_id, product_id: ware.product_id }).execute();
  await db
    .insertInto('custom_wishlist')
    .values({ id: `00000000-0000-4000-9000-00000000000${n}`, customer_id: id, name: 'Подарки' })
    .execute();
  await db
    .insertInto('customer_delivery_address')
    .values({
      id: `00000000-0000-4000-a000-00000000000${n}`,
      customer_id: id,
      name: 'Дом',
      text: 'Москва, Тверская, 1',
      entrance: '',
      doorphone_code: '',
      floor: '',
      apartment: '5',
      geo_point: GEO,
    })
    .execute();
  await db.insertInto('owner_location').values({ owner_key: owner, geo_point: GEO, location_level: 'HOUSE', location_name: 'Москва' }).execute();
  await db
    .insertInto('newsletter_subscription')
    .values({ destination: `c${n}@example.ru`, channel_type: 'EMAIL', source: 'footer', owner_key: owner })
    .execute();
  await db
    .insertInto('product_review')
    .values({
      id: `00000000-0000-4000-b000-00000000000${n}`,
      product_id: ware.product_id,
      customer_id: id,
      author: 'Анна',
      is_anonymous: false,
      body: 'Отлично',
      rating: 5,
    })
    .execute();
  const order = {
    cart_id: '00000000-0000-4000-c000-000000000000',
    customer_id: id,
    status: 'CREATED' as const,
    payment_method: 'IN_STORE',
    payment_tool: null,
    weight_grams: 500,
    paid_at: null,
    cancelled_at: null,
    products_cost: 1000,
    discount_amount: 0,
    bonus_amount: 0,
    gift_cards_amount: 0,
    delivery_cost: 0,
    total_cost: 1000,
    amount_to_pay: 1000,
  };
  await db
    .insertInto('customer_order')
    .values([
      {
        ...order,
        order_number: `D${n}`,
        owner_key: owner,
        obtaining_type: 'DELIVERY',
        comment: 'Позвонить за час',
        shipment: JSON.stringify({ type: 'DELIVERY', address: { text: 'Москва, Тверская, 1', apartment: '5' }, geoPoint: GEO, variant: null }),
        contacts: JSON.stringify({ owner: person('Анна'), receiver: person('Мария') }),
        legal_entity: JSON.stringify({ name: 'ООО Спорт', tin: '7707083893', ceo: 'Иванова А.' }),
      },
      {
        ...order,
        order_number: `P${n}`,
        owner_key: `${owner}:FAST`,
        customer_id: null,
        obtaining_type: 'PICKUP',
        comment: null,
        shipment: JSON.stringify({ type: 'PICKUP', pointId: 'shop-1', inStock: true }),
        contacts: JSON.stringify({ owner: person('Анна'), receiver: null }),
        legal_entity: null,
        verified_phone: '+79160000000',
      },
    ])
    .execute();
}

describe.each(kinds)('erasing a profile on $name (docs/profile.md)', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create(1));
    await customerWithData(db, ANN, '+79161110302', 1);
    await customerWithData(db, BOB, '+79161110303', 2);
  });
  afterAll(() => drop());

  it('removes the personal data, frees the phone, signs out everywhere and anonymises the orders — once', async () => {
    expect(await postgresProfileEraser(db).erase(ANN)).toBe(true);
    expect(await postgresProfileEraser(db).erase(ANN)).toBe(false);

    expect(await db.selectFrom('customer').selectAll().where('id', '=', ANN).executeTakeFirstOrThrow()).toMatchObject({
      phone: `erased:${ANN}`,
      first_name: null,
      last_name: null,
      email: null,
      birth_date: null,
      sex: null,
      address: null,
      bonuses: 0,
      level: null,
      profile_completed: false,
    });
    // The number may sign up again as a new customer.
    await db.insertInto('customer').values({ id: '00000000-0000-4000-8000-000000000023', phone: '+79161110302' }).execute();

    expect((await db.selectFrom('session').select('revoked').where('customer_id', '=', ANN).execute()).map((s) => s.revoked)).toEqual([true, true]);
    for (const table of ['customer_identity', 'favourite', 'custom_wishlist', 'customer_delivery_address'] as const) {
      expect([table, (await db.selectFrom(table).select('customer_id').where('customer_id', '=', ANN).execute()).length]).toEqual([table, 0]);
    }
    expect(await db.selectFrom('owner_location').select('owner_key').where('owner_key', '=', `customer:${ANN}`).execute()).toEqual([]);
    expect(await db.selectFrom('newsletter_subscription').select('owner_key').where('owner_key', '=', `customer:${ANN}`).execute()).toEqual([]);
    expect(
      await db
        .selectFrom('product_review')
        .select(['customer_id', 'author', 'is_anonymous', 'body'])
        .where('id', '=', '00000000-0000-4000-b000-000000000001')
        .executeTakeFirst(),
    ).toEqual({ customer_id: null, author: '', is_anonymous: true, body: 'Отлично' });

    const orders = await db
      .selectFrom('customer_order')
      .select(['order_number', 'contacts', 'shipment', 'legal_entity', 'comment', 'total_cost'])
      .where('order_number', 'in', ['D1', 'P1'])
      .orderBy('order_number')
      .execute();
    const nobody = { firstName: '', lastName: '', phone: '' };
    expect(orders.map((o) => ({ ...o, total_cost: Number(o.total_cost) }))).toEqual([
      {
        order_number: 'D1',
        contacts: { owner: nobody, receiver: nobody },
        shipment: { type: 'DELIVERY', address: { text: '' }, geoPoint: 'ucfv0', variant: null },
        legal_entity: { name: 'ООО Спорт', tin: '7707083893' },
        comment: null,
        total_cost: 1000,
      },
      {
        order_number: 'P1',
        contacts: { owner: nobody, receiver: null },
        shipment: { type: 'PICKUP', pointId: 'shop-1', inStock: true },
        legal_entity: null,
        comment: null,
        total_cost: 1000,
      },
    ]);
    // The phone a guest order proved goes too (issue 14, migration 0030).
    expect(await db.selectFrom('customer_order').select('verified_phone').where('order_number', '=', 'P1').executeTakeFirstOrThrow()).toEqual({
      verified_phone: null,
    });
  });

  it('leaves every other customer as they were', async () => {
    expect(await db.selectFrom('customer').select(['phone', 'first_name', 'bonuses']).where('id', '=', BOB).executeTakeFirstOrThrow()).toEqual({
      phone: '+79161110303',
      first_name: 'Анна',
      bonuses: 500,
    });
    expect((await db.selectFrom('session').select('revoked').where('customer_id', '=', BOB).execute()).map((s) => s.revoked)).toEqual([false, false]);
    expect(await db.selectFrom('favourite').select('customer_id').where('customer_id', '=', BOB).execute()).toHaveLength(1);
    const order = await db.selectFrom('customer_order').select(['contacts', 'comment']).where('order_number', '=', 'D2').executeTakeFirstOrThrow();
    expect(order).toMatchObject({ contacts: { owner: { firstName: 'Анна' }, receiver: { firstName: 'Мария' } }, comment: 'Позвонить за час' });
  });

  it('erases once when two requests race', async () => {
    const cat = '00000000-0000-4000-8000-000000000024';
    await db.insertInto('customer').values({ id: cat, phone: '+79161110304', first_name: 'Кира' }).execute();
    const eraser = postgresProfileEraser(db);
    expect((await Promise.all([eraser.erase(cat), eraser.erase(cat)])).sort()).toEqual([false, true]);
  });
});
