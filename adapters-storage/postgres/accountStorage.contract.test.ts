import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { postgresBonusAccounts } from './postgresBonusAccounts';
import { postgresDeliveryAddresses } from './postgresDeliveryAddresses';
import { postgresPromoCodeList } from './postgresPromoCodeList';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const ANN = '00000000-0000-4000-8000-0000000000a1';
const BOB = '00000000-0000-4000-8000-0000000000b2';
const address = (n: number) => ({
  id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
  name: `Адрес ${n}`,
  text: 'Москва, Тверская улица, 7',
  entrance: '2',
  doorphoneCode: '12К',
  floor: '5',
  apartment: '12',
  geoPoint: 'ucfv0j3yzkzr',
});
const order = (orderNumber: string, status: 'CREATED' | 'CANCELLED', bonusAmount: string, currency = 'RUB') => ({
  order_number: orderNumber,
  cart_id: '00000000-0000-4000-8000-00000000cafe',
  owner_key: `customer:${ANN}`,
  customer_id: ANN,
  status,
  obtaining_type: 'PICKUP' as const,
  shipment: '{}',
  contacts: '{}',
  payment_method: 'CASH',
  products_cost: '3000',
  discount_amount: '300',
  bonus_amount: bonusAmount,
  gift_cards_amount: '0',
  delivery_cost: '0',
  total_cost: '2700',
  amount_to_pay: '2700',
  weight_grams: 500,
  currency,
  created_at: new Date('2026-11-01T10:00:00Z'),
  cancelled_at: status === 'CANCELLED' ? new Date('2026-11-02T10:00:00Z') : null,
});

describe.each(kinds)('profile addresses, bonuses and promo codes on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create(5));
    await db
      .insertInto('customer')
      .values([
        { id: ANN, phone: '+79000000101', bonuses: 700, level: 'SILVER' },
        { id: BOB, phone: '+79000000102' },
      ])
      .execute();
  });
  afterAll(() => drop());

  it("keeps addresses per customer in the order added; edits and deletes only the owner's", async () => {
    const repo = postgresDeliveryAddresses(db);
    expect(await repo.add(ANN, address(1), 10)).toBe(true);
    expect(await repo.add(ANN, address(2), 10)).toBe(true);
    expect((await repo.list(ANN)).map((a) => a.id)).toEqual([address(1).id, address(2).id]);
    expect(await repo.list(BOB)).toEqual([]);
    expect(await repo.update(BOB, { ...address(1), name: 'Чужой' })).toBe(false);
    expect(await repo.update(ANN, { ...address(1), name: 'Дом', floor: '' })).toBe(true);
    expect((await repo.list(ANN))[0]).toEqual({ ...address(1), name: 'Дом', floor: '' });
    expect(await repo.remove(BOB, address(2).id)).toBe(false);
    expect(await repo.remove(ANN, address(2).id)).toBe(true);
    expect(await repo.list(ANN)).toHaveLength(1);
  });

  it('never lets parallel adds pass the limit', async () => {
    const repo = postgresDeliveryAddresses(db);
    const added = await Promise.all(Array.from({ length: 8 }, (_, i) => repo.add(BOB, address(100 + i), 5)));
    expect(added.filter(Boolean)).toHaveLength(5);
    expect(await repo.list(BOB)).toHaveLength(5);
  });

  it('refuses lengths beyond the limits in the table itself', async () => {
    await expect(postgresDeliveryAddresses(db).add(ANN, { ...address(200), apartment: '1'.repeat(11) }, 10)).rejects.toThrow();
  });

  it("reads the balance, the level and the bonus facts of the customer's orders", async () => {
    await db
      .insertInto('customer_order')
      .values([order('9000001', 'CREATED', '499.50'), order('9000002', 'CANCELLED', '200'), order('9000003', 'CREATED', '0', 'KZT')])
      .execute();
    const account = await postgresBonusAccounts(db).account(ANN);
    expect(account).toMatchObject({ bonuses: 700, level: 'SILVER' });
    expect(account!.orders.map((o) => [o.orderNumber, o.cancelled, o.inRoubles, o.bonusesSpent, o.purchaseAmount.toString()])).toEqual([
      ['9000001', false, true, 500, '2700'],
      ['9000002', true, true, 200, '2700'],
      ['9000003', false, false, 0, '2700'],
    ]);
    expect(account!.orders[1]!.cancelledAt).toEqual(new Date('2026-11-02T10:00:00Z'));
    expect(await postgresBonusAccounts(db).account('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('lists the promo codes as the cart reads them', async () => {
    await db
      .insertInto('promo_code')
      .values({ code: 'PROFILE5', kind: 'AMOUNT', value: '500', min_products_cost: '3000', max_uses: 1, active_to: new Date('2030-01-01T00:00:00Z') })
      .execute();
    const codes = await postgresPromoCodeList(db).visibleTo(ANN);
    expect(codes.find((c) => c.code === 'PROFILE5')).toEqual({
      code: 'PROFILE5',
      kind: 'AMOUNT',
      value: new Decimal(500),
      minProductsCost: new Decimal(3000),
      maxUses: 1,
      uses: 0,
      activeTo: new Date('2030-01-01T00:00:00Z'),
    });
  });

  it('issues a customer one own code, listed for that customer only; a second issue answers the first', async () => {
    const list = postgresPromoCodeList(db);
    const own = {
      code: 'WELCOME-ANN1',
      kind: 'PERCENT' as const,
      value: new Decimal(10),
      minProductsCost: new Decimal(3000),
      maxUses: 1,
      uses: 0,
      activeTo: new Date('2030-02-01T00:00:00Z'),
    };
    expect(await list.issueOwn(ANN, own)).toEqual(own);
    expect(await list.issueOwn(ANN, { ...own, code: 'WELCOME-ANN2' })).toEqual(own);
    expect((await list.visibleTo(ANN)).map((c) => c.code)).toContain('WELCOME-ANN1');
    expect((await list.visibleTo(BOB)).map((c) => c.code)).not.toContain('WELCOME-ANN1');
    expect((await list.visibleTo(ANN)).map((c) => c.code)).not.toContain('WELCOME-ANN2');
  });
});
