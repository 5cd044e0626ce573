import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOperatorPassword } from '../../adapters-http/server/operatorDirectory';
import type { Database } from '../../adapters-storage/postgres/schema';
import { generateCatalogue } from '../../adapters-storage/demo/catalogue/generateCatalogue';
import { testShopConfig, type TestShopApp } from '../../test-fixtures/testShop';
import { prepareDatabase } from './prepareDatabase';
import { PHONE_CODES } from './modules/phoneCodeModule';
import { SERVER } from './modules/serverModule';
import { serverContainer, shopApp } from './serverContainer';
import { cookieClient } from '../../test-fixtures/cookieClient';

const ORIGIN = 'http://shop.test';
const dataDir = mkdtempSync(join(tmpdir(), 'shop-auth-'));
const operatorAccounts = `ivanova=${hashOperatorPassword('s3cret', 'salt-1')}`;
const ware = [...generateCatalogue({ productCount: 20 }).products()].map((p) => ({ productId: p.productId, wareId: p.sizes[0]!.wareId }))[0]!;

describe('the sign-in API', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    db = await prepareDatabase({ kind: 'pglite', dataDir }, 20, () => undefined);
    app = shopApp(testShopConfig(db, dataDir, { auth: { sms: { kind: 'outbox' }, operatorAccounts } }));
  });
  afterAll(() => db.destroy());

  /** A browser of its own: keeps the session cookie it is given. */
  const browser = () => {
    const client = cookieClient(app, ORIGIN);
    return { call: (path: string, body?: unknown) => client(`/web-api/v1${path}`, body), setCookie: client.cookie };
  };
  let phones = 0;
  const freshPhone = () => `+7913${String(10_000_000 + phones++).slice(1)}`;

  const signIn = async (b: ReturnType<typeof browser>, phone: string) => {
    expect((await b.call('/auth/phone/codes', { phone, typeChannel: 'SMS', token: '' })).status).toBe(200);
    const outbox = await (await b.call(`/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).json();
    const code = /\d{6}/.exec(outbox[0].text)![0];
    return b.call('/auth/tokens', { phone, code });
  };

  it('signs in with the code from the outbox, in a new HttpOnly SameSite=Lax session', async () => {
    const b = browser();
    const anonymous = await (await b.call('/users/current')).json();
    expect(anonymous).toMatchObject({ anonymous: true, id: null, operatorInfo: null });
    const before = b.setCookie();
    const phone = freshPhone();
    const response = await signIn(b, phone);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(response.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
    expect(b.setCookie()).not.toBe(before);
    const answer = await response.json();
    expect(answer).toMatchObject({ step: 'REGISTRATION', userInfo: { anonymous: false, phone, profileCompleted: false } });
    expect((await b.call('/auth/phone/codes', { phone, typeChannel: 'SMS' })).status).toBe(400);

    const saved = await b.call('/profiles', { firstName: 'Анна', lastName: 'Петрова', email: 'anna@example.ru' });
    expect(await saved.json()).toMatchObject({ username: 'Анна Петрова', email: 'anna@example.ru', profileCompleted: true });
    expect((await b.call('/profiles', { firstName: 'A', lastName: '', email: 'nope' })).status).toBe(400);
  });

  it('answers a guessed code with INCORRECT_CODE and the spec message', async () => {
    const b = browser();
    const phone = freshPhone();
    await b.call('/auth/phone/codes', { phone, typeChannel: 'SMS' });
    const wrong = await b.call('/auth/tokens', { phone, code: '000000' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ reason: 'INCORRECT_CODE', message: 'Неверный код' });
    expect((await b.call('/auth/tokens', { phone: 42, code: '000000' })).status).toBe(400);
  });

  it('keeps one customer from reading another’s cart or user info', async () => {
    const anna = browser();
    const boris = browser();
    await signIn(anna, freshPhone());
    await signIn(boris, freshPhone());
    expect((await anna.call('/cart/products/_set-quantity', { items: [{ ...ware, quantity: 2 }] })).status).toBe(200);
    const annaUser = await (await anna.call('/users/current')).json();
    const borisUser = await (await boris.call('/users/current')).json();
    expect(borisUser.id).not.toBe(annaUser.id);
    expect((await (await boris.call('/cart')).json()).items).toEqual([]);
    expect((await (await anna.call('/cart')).json()).total.productsQuantity).toBe(2);
  });

  it('leaves the signed-in cookie alone when a request sent before sign-in comes back late', async () => {
    const b = browser();
    await b.call('/users/current');
    const anonymousCookie = b.setCookie();
    await signIn(b, freshPhone());
    const late = await app.request('/web-api/v1/cart', { headers: { cookie: anonymousCookie } });
    expect(late.headers.get('set-cookie')).toBeNull();
    expect((await late.json()).items).toEqual([]);
    const page = await app.request('/', { headers: { cookie: anonymousCookie } });
    expect(page.headers.get('set-cookie')).toMatch(/^sid=/);
  });

  it('keeps the anonymous cart through sign-in', async () => {
    const b = browser();
    await b.call('/cart/products/_set-quantity', { items: [{ ...ware, quantity: 1 }] });
    await signIn(b, freshPhone());
    expect((await (await b.call('/cart')).json()).total.productsQuantity).toBe(1);
  });

  it('signs out, and out of every device, so the old sessions are anonymous again', async () => {
    const phone = freshPhone();
    const one = browser();
    const two = browser();
    await signIn(one, phone);
    await db
      .updateTable('auth_code')
      .set({ created_at: new Date(Date.now() - 120_000) })
      .where('phone', '=', phone)
      .execute();
    await signIn(two, phone);
    expect((await (await two.call('/users/current')).json()).anonymous).toBe(false);
    expect((await one.call('/auth/_logout-from-all-devices', {})).status).toBe(200);
    expect((await (await two.call('/users/current')).json()).anonymous).toBe(true);
    expect((await (await one.call('/users/current')).json()).anonymous).toBe(true);
    const out = await one.call('/auth/_logout-from-all-devices', {});
    expect(out.status).toBe(401);
    expect(out.headers.get('www-authenticate')).toMatch(/^SM-JWT/);
  });

  it.each(['/auth/phone/codes', '/auth/tokens', '/auth/_logout', '/profiles', '/auth/csm/_login', '/csm/_register'])(
    'refuses a cross-site POST to %s',
    async (path) => {
      const response = await app.request(`/web-api/v1${path}`, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'phone=1',
      });
      expect(response.status).toBe(403);
    },
  );

  it('lets an operator sign in, register a client, build their basket, and logs it all', async () => {
    const op = browser();
    expect((await op.call('/auth/csm/_login', { token: 'ivanova:wrong', mode: 'CREATE_BASKET' })).status).toBe(401);
    expect((await op.call('/auth/csm/_login', { token: 'ivanova:s3cret', mode: 'CREATE_BASKET' })).status).toBe(200);
    expect(await (await op.call('/users/current')).json()).toMatchObject({ operatorInfo: { login: 'ivanova', mode: 'CREATE_BASKET' }, anonymous: true });
    const phone = freshPhone();
    const registered = await (await op.call('/csm/_register', { phone })).json();
    expect(await (await op.call('/users/current')).json()).toMatchObject({ id: registered.customerId, phone, operatorInfo: { login: 'ivanova' } });
    await op.call('/cart/products/_set-quantity', { items: [{ ...ware, quantity: 1 }] });
    expect((await op.call('/auth/customer/_logout', {})).status).toBe(200);
    const log = await (await op.call('/csm/audit-log')).json();
    expect(log.map((e: { action: string }) => e.action)).toEqual(['LEAVE_CLIENT', 'POST /cart/products/_set-quantity', 'REGISTER_CLIENT', 'LOGIN_CSM']);
    expect(log[1]).toMatchObject({ operatorLogin: 'ivanova', customerId: registered.customerId });

    const client = browser();
    await signIn(client, phone);
    expect((await (await client.call('/cart')).json()).total.productsQuantity).toBe(1);
  });

  it('lets a naumen operator sign in straight into a client, in add-product mode over csm, all logged', async () => {
    const op = browser();
    const phone = freshPhone();
    expect((await op.call('/auth/naumen/_login', { smpId: 'smp-1', login: 'ivanova', phone, regcode: 'r-7', token: 's3cret' })).status).toBe(200);
    expect(await (await op.call('/users/current')).json()).toMatchObject({
      phone,
      anonymous: false,
      operatorInfo: { login: 'ivanova', mode: 'CREATE_BASKET' },
    });
    const log = await (await op.call('/csm/audit-log')).json();
    expect(log.slice(0, 2).map((e: { action: string }) => e.action)).toEqual(['REGISTER_CLIENT', 'LOGIN_NAUMEN']);
    expect((await op.call('/auth/naumen/_login', { login: 'ivanova', token: 'nope' })).status).toBe(401);

    const adding = browser();
    await adding.call('/auth/csm/_login', { token: 'ivanova:s3cret', mode: 'ADD_PRODUCT' });
    expect((await (await adding.call('/users/current')).json()).operatorInfo).toEqual({ login: 'ivanova', mode: 'ADD_PRODUCT' });
    expect((await adding.call('/auth/phone/codes', { phone: freshPhone(), typeChannel: 'SMS' })).status).toBe(400);
  });

  it('sends the code through the SMS gateway bound in the container: what it delivers signs in, what it refuses is SERVER_ERROR', async () => {
    const delivered: { phone: string; text: string }[] = [];
    let up = true;
    const container = serverContainer(testShopConfig(db, dataDir, { auth: { sms: { kind: 'smsru', apiId: 'k' }, operatorAccounts } }));
    container.rebind(PHONE_CODES.sms).toConstantValue({
      send: async (phone, text) => (up ? (delivered.push({ phone, text }), E.right(undefined)) : E.left({ _tag: 'SERVER_ERROR', detail: 'gateway down' })),
    });
    const app = container.get(SERVER.app);
    const b = cookieClient(app, ORIGIN);
    const phone = freshPhone();
    expect((await b('/web-api/v1/auth/phone/codes', { phone, typeChannel: 'SMS' })).status).toBe(200);
    expect(delivered.map((m) => m.phone)).toEqual([phone]);
    const code = /\d{6}/.exec(delivered[0]!.text)![0];
    expect(await (await b('/web-api/v1/auth/tokens', { phone, code })).json()).toMatchObject({ step: 'REGISTRATION', userInfo: { phone } });
    up = false;
    const refused = await cookieClient(app, ORIGIN)('/web-api/v1/auth/phone/codes', { phone: freshPhone(), typeChannel: 'SMS' });
    expect(refused.status).toBe(502);
    expect((await refused.json()).reason).toBe('SERVER_ERROR');
  });

  it('has no outbox and no local identity provider when a real SMS provider is configured', async () => {
    const real = shopApp(testShopConfig(db, dataDir, { sessionSecret: 'x', auth: { sms: { kind: 'smsru', apiId: 'k' }, operatorAccounts: undefined } }));
    expect((await real.request('/web-api/v1/dev/sms-outbox?phone=79131234567')).status).toBe(404);
    expect((await real.request('/web-api/v1/dev/identity/vk/authorize?redirect_uri=/&phone=%2B79131234567')).status).toBe(404);
  });
});
