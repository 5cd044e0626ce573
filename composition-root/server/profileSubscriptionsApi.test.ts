import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';

const PATH = '/profiles/current/subscriptions';
const list = (email: boolean, sms: boolean, push: boolean) => [
  { communicationChannel: 'EMAIL', isSubscribed: email },
  { communicationChannel: 'SMS', isSubscribed: sms },
  { communicationChannel: 'APP_PUSH', isSubscribed: push },
];

describe('profile subscriptions over HTTP (spec §7 GET and PUT /profiles/current/subscriptions)', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('subscriptions', 1, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  }, 60_000);
  afterAll(() => db.destroy());

  /** Gives the signed-in customer an e-mail, as a sign-in through Yandex ID or Sber ID would. */
  const giveEmail = async (me: Awaited<ReturnType<typeof signedInBrowser>>, email: string) => {
    const { phone } = (await me.call('GET', '/profiles/current')).body;
    await db.updateTable('customer').set({ email }).where('phone', '=', phone).execute();
  };

  it('answers NOT_AUTHORIZED to an anonymous visitor for GET and PUT, while the footer sign-up stays open', async () => {
    const stranger = apiBrowser(app);
    for (const method of ['GET', 'PUT'] as const) {
      const answer = await stranger.call(method, PATH, method === 'PUT' ? { communicationChannel: 'SMS', isSubscribed: true } : undefined);
      expect([method, answer.status, answer.body.reason]).toEqual([method, 401, 'NOT_AUTHORIZED']);
    }
    const footer = await stranger.call('POST', PATH, { source: 'footer', channel: { type: 'EMAIL', destination: 'guest@example.ru' } });
    expect([footer.status, footer.body]).toEqual([200, { userMessage: null }]);
  });

  it('lists every channel off for a new customer, switches SMS on and off and keeps it', async () => {
    const me = await signedInBrowser(app, '+7916');
    expect((await me.call('GET', PATH)).body).toEqual(list(false, false, false));
    const on = await me.call('PUT', PATH, { communicationChannel: 'SMS', isSubscribed: true });
    expect([on.status, on.body]).toEqual([200, list(false, true, false)]);
    expect((await me.call('GET', PATH)).body).toEqual(list(false, true, false));
    expect((await me.call('PUT', PATH, { communicationChannel: 'APP_PUSH', isSubscribed: true })).body).toEqual(list(false, true, true));
    expect((await me.call('PUT', PATH, { communicationChannel: 'SMS', isSubscribed: false })).body).toEqual(list(false, false, true));
    const other = await signedInBrowser(app, '+7916');
    expect((await other.call('GET', PATH)).body).toEqual(list(false, false, false));
  });

  it('refuses e-mail news without an e-mail in the profile', async () => {
    const me = await signedInBrowser(app, '+7916');
    const refused = await me.call('PUT', PATH, { communicationChannel: 'EMAIL', isSubscribed: true });
    expect([refused.status, refused.body]).toEqual([
      400,
      { reason: 'EMAIL_REQUIRED', message: 'Чтобы подписаться на рассылку по электронной почте, укажите её в профиле' },
    ]);
    expect((await me.call('GET', PATH)).body).toEqual(list(false, false, false));
  });

  it("reads e-mail as the newsletter sign-up of the profile's address, from the footer or the profile", async () => {
    const me = await signedInBrowser(app, '+7916');
    await giveEmail(me, 'Sportsman@Example.ru');
    const footer = await apiBrowser(app).call('POST', PATH, { source: 'footer', channel: { type: 'EMAIL', destination: 'sportsman@example.ru' } });
    expect(footer.status).toBe(200);
    expect((await me.call('GET', PATH)).body).toEqual(list(true, false, false));
    expect((await me.call('PUT', PATH, { communicationChannel: 'EMAIL', isSubscribed: false })).body).toEqual(list(false, false, false));
    expect((await me.call('PUT', PATH, { communicationChannel: 'EMAIL', isSubscribed: true })).body).toEqual(list(true, false, false));
    const again = await apiBrowser(app).call('POST', PATH, { source: 'footer', channel: { type: 'EMAIL', destination: 'sportsman@example.ru' } });
    expect(again.body.userMessage).toContain('уже подписан');
  });

  it('refuses malformed bodies with INCORRECT_REQUEST, never 500', async () => {
    const me = await signedInBrowser(app, '+7916');
    for (const body of [
      '{',
      '[]',
      {},
      { communicationChannel: 'FAX', isSubscribed: true },
      { communicationChannel: 'SMS', isSubscribed: 'yes' },
      { communicationChannel: 'SMS' },
    ]) {
      const answer = await me.call('PUT', PATH, body);
      expect([answer.status, answer.body]).toEqual([400, { reason: 'INCORRECT_REQUEST', message: 'Некорректный запрос' }]);
    }
  });

  it('renders /profile/subscriptions/ with the switches as saved, and the sign-in prompt for a visitor', async () => {
    const me = await signedInBrowser(app, '+7916');
    await me.call('PUT', PATH, { communicationChannel: 'SMS', isSubscribed: true });
    const html = await (await app.request('/profile/subscriptions/', { headers: { cookie: me.cookie() } })).text();
    const switches = [...html.matchAll(/<input[^>]*role="switch"[^>]*>/g)].map((m) => m[0]);
    expect(switches.map((s) => s.includes('checked'))).toEqual([false, true, false]);
    for (const label of ['Электронная почта', 'СМС', 'Push-уведомления']) expect(html).toContain(label);
    const anonymous = await (await app.request('/profile/subscriptions/')).text();
    expect(anonymous).toContain('Войдите, чтобы выбрать');
    expect(anonymous).not.toContain('role="switch"');
  });
});
