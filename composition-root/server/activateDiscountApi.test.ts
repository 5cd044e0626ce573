import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';

describe("activating the club's welcome discount (spec §7 POST /profiles/current/_activate-discount)", () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('activate-discount', 1, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  }, 60_000);
  afterAll(() => db.destroy());

  const codesOf = async (me: ReturnType<typeof apiBrowser>) =>
    ((await me.call('GET', '/profiles/current/promocodes')).body.promocodes as { code: string }[]).map((p) => p.code);

  it("issues one code of 10 % on an order from 3 000 ₽ for 30 days, listed with the customer's promo codes only", async () => {
    const me = await signedInBrowser(app, '+7918');
    const before = Date.now();
    const activated = await me.call('POST', '/profiles/current/_activate-discount');
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ description: 'Скидка 10 % на заказ от 3\u00a0000\u00a0₽. Действует на один заказ', usable: true });
    expect(activated.body.code).toMatch(/^WELCOME-[0-9A-F]{8}$/);
    const days = (Date.parse(activated.body.activeTo) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    expect(await me.call('POST', '/profiles/current/_activate-discount')).toEqual(activated);
    expect(await codesOf(me)).toContain(activated.body.code);

    const other = await signedInBrowser(app, '+7918');
    expect(await codesOf(other)).not.toContain(activated.body.code);
    expect((await other.call('POST', '/profiles/current/_activate-discount')).body.code).not.toBe(activated.body.code);
  });

  it('answers a spent code as no longer usable and issues no second one', async () => {
    const me = await signedInBrowser(app, '+7918');
    const { code } = (await me.call('POST', '/profiles/current/_activate-discount')).body;
    await db.updateTable('promo_code').set({ uses: 1 }).where('code', '=', code).execute();
    expect((await me.call('POST', '/profiles/current/_activate-discount')).body).toMatchObject({ code, usable: false });
    expect(await codesOf(me)).not.toContain(code);
  });

  it('is for signed-in customers only', async () => {
    expect(await apiBrowser(app).call('POST', '/profiles/current/_activate-discount')).toMatchObject({ status: 401, body: { reason: 'NOT_AUTHORIZED' } });
  });
});
