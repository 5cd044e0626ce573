import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBonusLedger } from '../../adapters-storage/postgres/postgresBonusLedger';
import type { Database } from '../../adapters-storage/postgres/schema';
import { creditReceivedOrders } from '../../application/loyalty/creditReceivedOrders';
import { moscowDate } from '../../domain/shipment/receivingDate';
import { placeCustomerOrder } from '../../test-fixtures/customerOrders';
import { wareWithStock } from '../../test-fixtures/orderFixtures';
import { signedInBrowser } from '../../test-fixtures/signedInClient';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { DEV_FULFILMENT_SECRET } from '../fulfilmentConfig';

const DAY = 24 * 60 * 60 * 1000;

describe('bonuses credited for received orders over HTTP (spec §6 Loyalty levels, §7 bonuses; docs/profile.md «Bonuses»)', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('loyalty', 10, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  }, 60_000);
  afterAll(() => db.destroy());

  it('lists a received order as future bonuses with its date, then, 14 days on, credits it, shows it in the history and raises the level', async () => {
    const me = await signedInBrowser(app, '+7916');
    const row = await db.selectFrom('customer').select(['id', 'phone']).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
    const { orderNumber } = await placeCustomerOrder(db, row.id, row.phone, await wareWithStock(db, 1, 1), 1);
    // A purchase over the SILVER threshold (15 001) in goods after discounts.
    await db
      .updateTable('customer_order')
      .set({ products_cost: 20_000, discount_amount: 0, bonus_amount: 0 })
      .where('order_number', '=', orderNumber)
      .execute();
    const received = await app.request(`/web-api/v1/fulfilment/orders/${orderNumber}/_receive`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DEV_FULFILMENT_SECRET}` },
    });
    expect(received.status).toBe(200);
    const receivedAt = (await db.selectFrom('customer_order').select('received_at').where('order_number', '=', orderNumber).executeTakeFirstOrThrow())
      .received_at!;
    const due = new Date(receivedAt.getTime() + 14 * DAY);

    expect((await me.call('GET', '/profiles/current/future-bonuses')).body).toEqual({
      bonuses: [{ orderNumber, orderDate: expect.any(String), amount: 1000, accrualDate: moscowDate(due) }],
    });
    expect((await me.call('GET', '/profiles/current/bonuses')).body).toMatchObject({ bonuses: 0, level: 'STANDARD', purchasesAmount: 0 });

    const job = creditReceivedOrders({ ledger: postgresBonusLedger(db) });
    // The demo seed's received order may fall due with it: only this order is looked at.
    expect(await job(new Date(due.getTime() - 60_000))).not.toContain(orderNumber);
    expect(await job(due)).toContain(orderNumber);
    expect(await job(due)).not.toContain(orderNumber);

    expect((await me.call('GET', '/profiles/current/bonuses')).body).toMatchObject({
      bonuses: 1000,
      level: 'SILVER',
      percent: 7,
      purchasesAmount: 20_000,
      nextLevel: 'GOLD',
    });
    expect((await me.call('GET', '/profiles/current/future-bonuses')).body).toEqual({ bonuses: [] });
    const range = `dateBegin=${moscowDate(receivedAt)}&dateEnd=${moscowDate(new Date(due.getTime() + DAY))}`;
    expect((await me.call('GET', `/profiles/current/bonus-history?${range}`)).body.history).toEqual([
      { date: due.toISOString(), type: 'EARNED', amount: 1000, orderNumber },
    ]);
    const page = await app.request(`/profile/bonuses/?${range}`, { headers: { cookie: me.cookie() } });
    expect(await page.text()).toMatch(new RegExp(`Начисление за заказ(<!-- -->)? № (<!-- -->)?${orderNumber}`));
  });
});
