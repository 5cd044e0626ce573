import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { cookieClient } from '../../test-fixtures/cookieClient';
import { testShopConfig } from '../../test-fixtures/testShop';
import { prepareDatabase } from './prepareDatabase';
import { shopApp } from './serverContainer';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-captcha-'));
const app = (db: Kysely<Database>, captcha?: { kind: 'smartcaptcha'; serverKey: string; siteKey: string; baseUrl: string }) =>
  shopApp(testShopConfig(db, dataDir, { sessionSecret: 'k', auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined, captcha } }));

describe('captcha after NEED_CAPTCHA over the API (development captcha)', () => {
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = await prepareDatabase({ kind: 'pglite', dataDir }, 20, () => undefined);
  });
  afterAll(() => db.destroy());

  it('asks for a captcha after many phones from one address, and a dev token passes once', async () => {
    const call = cookieClient(app(db));
    const phone = (i: number) => `+7914${String(10_000_000 + i).slice(1)}`;
    const ask = (i: number, token = '') => call('/web-api/v1/auth/phone/codes', { phone: phone(i), typeChannel: 'SMS', token });
    for (let i = 0; i < 10; i++) expect((await ask(i)).status).toBe(200);
    const refused = await ask(10);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ reason: 'NEED_CAPTCHA', message: 'Подтвердите, что вы не робот' });
    expect((await ask(10, 'dev-captcha-forged')).status).toBe(400);

    const issued = await call('/web-api/v1/dev/captcha-token');
    expect(issued.headers.get('cache-control')).toBe('no-store');
    const { token } = await issued.json();
    expect((await ask(10, token)).status).toBe(200);
    expect((await (await ask(11, token)).json()).reason).toBe('NEED_CAPTCHA');
  });

  it('has no development token endpoint while SmartCaptcha is configured', async () => {
    const real = cookieClient(app(db, { kind: 'smartcaptcha', serverKey: 's', siteKey: 'c', baseUrl: 'http://127.0.0.1:9' }));
    expect((await real('/web-api/v1/dev/captcha-token')).status).toBe(404);
  });

  it('gives the page the SmartCaptcha site key only when SmartCaptcha is configured', async () => {
    const hydration = async (answer: Response) => (await answer.text()).match(/__staticRouterHydrationData = JSON\.parse\("(.*)"\);/)?.[1] ?? '';
    expect(
      await hydration(await cookieClient(app(db, { kind: 'smartcaptcha', serverKey: 's', siteKey: 'site-key-c', baseUrl: 'http://127.0.0.1:9' }))('/')),
    ).toContain('site-key-c');
    expect(await hydration(await cookieClient(app(db))('/'))).not.toContain('captchaSiteKey');
  });
});
