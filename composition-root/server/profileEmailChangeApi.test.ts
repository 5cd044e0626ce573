import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { apiBrowser, signInAs } from '../../test-fixtures/signedInClient';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { MAIL } from './modules/mailModule';

describe("changing the profile's e-mail by a code sent to it (spec §7 POST /profiles/current/email, …/emails/_confirm)", () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  let sendPending: () => Promise<number>;
  beforeAll(async () => {
    const shop = await openTestShop('email-change', 1, {
      auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined },
      mail: { kind: 'outbox', intervalMs: 1000 },
    });
    ({ db, app } = shop);
    sendPending = shop.container.get(MAIL.sendPending);
  }, 60_000);
  afterAll(() => db.destroy());

  const signedIn = async (phone: string) => {
    const me = apiBrowser(app);
    await signInAs(me, phone);
    return me;
  };
  /** The code of the newest letter to the address. */
  const mailedCode = async (me: ReturnType<typeof apiBrowser>, to: string) => {
    await sendPending();
    const letters = (await me.call('GET', `/dev/mail-outbox?to=${encodeURIComponent(to)}`)).body as { subject: string; text: string }[];
    return { letters, code: /\d{6}/.exec(letters[0]!.text)![0] };
  };

  it("a letter brings a code; the code makes the address the profile's and, with consent, signs it up for the news", async () => {
    const me = await signedIn('+79167770001');
    const sent = await me.call('POST', '/profiles/current/email', { email: ' Runner@Example.ru ', token: '', subscriptionConsent: true });
    expect(sent).toEqual({ status: 200, body: { unconfirmedEmail: 'runner@example.ru', expiresInSeconds: 86_400 } });
    expect((await me.call('GET', '/profiles/current')).body).toMatchObject({ email: null, unconfirmedEmail: 'runner@example.ru' });
    const { letters, code } = await mailedCode(me, 'runner@example.ru');
    expect(letters[0]!.subject).toBe('Подтвердите адрес почты — Спорт·Маркет');
    expect(letters[0]!.text).toContain(`Код подтверждения адреса почты: ${code}`);

    const confirmed = await me.call('POST', '/profiles/current/emails/_confirm', { code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ email: 'runner@example.ru', unconfirmedEmail: null });
    expect(await db.selectFrom('newsletter_subscription').select(['destination', 'source']).where('destination', '=', 'runner@example.ru').execute()).toEqual([
      { destination: 'runner@example.ru', source: 'profile' },
    ]);
    expect(await me.call('POST', '/profiles/current/emails/_confirm', { code })).toMatchObject({ status: 400, body: { reason: 'INCORRECT_FLOW' } });
  });

  it('a wrong code changes nothing and five wrong tries end the code; without consent no news', async () => {
    const me = await signedIn('+79167770002');
    await me.call('POST', '/profiles/current/email', { email: 'quiet@example.ru', subscriptionConsent: false });
    const { code } = await mailedCode(me, 'quiet@example.ru');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await me.call('POST', '/profiles/current/emails/_confirm', { code: wrong })).toMatchObject({ status: 400, body: { reason: 'INCORRECT_CODE' } });
    expect((await me.call('POST', '/profiles/current/emails/_confirm', { code })).body.email).toBe('quiet@example.ru');
    expect(await db.selectFrom('newsletter_subscription').select('destination').where('destination', '=', 'quiet@example.ru').execute()).toEqual([]);

    const other = await signedIn('+79167770003');
    await other.call('POST', '/profiles/current/email', { email: 'guessed@example.ru' });
    const right = (await mailedCode(other, 'guessed@example.ru')).code;
    const miss = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await other.call('POST', '/profiles/current/emails/_confirm', { code: miss })).body.reason).toBe('INCORRECT_CODE');
    expect((await other.call('POST', '/profiles/current/emails/_confirm', { code: miss })).body.reason).toBe('TEMPORARILY_BLOCKED');
    expect(await other.call('POST', '/profiles/current/emails/_confirm', { code: right })).toMatchObject({
      status: 429,
      body: { reason: 'TEMPORARILY_BLOCKED' },
    });
    expect((await other.call('GET', '/profiles/current')).body.email).toBeNull();
  });

  it('refuses a malformed address or body (400), a blocked domain (INVALID_EMAIL), a second letter within a minute, visitors', async () => {
    const me = await signedIn('+79167770004');
    expect(await me.call('POST', '/profiles/current/email', { email: 'not an address' })).toMatchObject({ status: 400, body: { reason: 'INCORRECT_REQUEST' } });
    expect((await me.call('POST', '/profiles/current/email', '{')).status).toBe(400);
    expect(await me.call('POST', '/profiles/current/email', { email: 'x@mailinator.com' })).toMatchObject({ status: 400, body: { reason: 'INVALID_EMAIL' } });
    expect((await me.call('POST', '/profiles/current/email', { email: 'first@example.ru' })).status).toBe(200);
    expect(await me.call('POST', '/profiles/current/email', { email: 'second@example.ru' })).toMatchObject({ status: 429, body: { reason: 'ALREADY_SENT' } });
    expect(await me.call('POST', '/profiles/current/emails/_confirm', { code: 123456 })).toMatchObject({ status: 400, body: { reason: 'INCORRECT_REQUEST' } });
    const visitor = apiBrowser(app);
    expect(await visitor.call('POST', '/profiles/current/email', { email: 'v@example.ru' })).toMatchObject({ status: 401, body: { reason: 'NOT_AUTHORIZED' } });
    expect((await visitor.call('POST', '/profiles/current/emails/_confirm', { code: '123456' })).status).toBe(401);
  });
});
