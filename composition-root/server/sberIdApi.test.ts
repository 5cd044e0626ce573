import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { cookieClient } from '../../test-fixtures/cookieClient';
import { startFakeHttpServer } from '../../test-fixtures/fakeHttpServer';
import { testShopConfig, type TestShopApp } from '../../test-fixtures/testShop';
import { prepareDatabase } from './prepareDatabase';
import { shopApp } from './serverContainer';

/** What the fake Sber ID's authorization page was asked for: the code it hands out remembers the challenge and nonce. */
const issued = new Map<string, { challenge: string; nonce: string }>();
let fake: Awaited<ReturnType<typeof startFakeHttpServer>>;
let db: Kysely<Database>;
let app: TestShopApp;

beforeAll(async () => {
  fake = await startFakeHttpServer((req, res) => {
    if (req.url.pathname.endsWith('/userinfo')) return res.end(JSON.stringify({ sub: 'sber-77', phone_number: '79170000077', given_name: 'Пётр' }));
    const form = new URLSearchParams(req.body);
    const code = issued.get(form.get('code') ?? '');
    const verified =
      code &&
      createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest('base64url') === code.challenge;
    if (!verified || form.get('redirect_uri') !== 'https://shop.test/sber-id') return res.writeHead(400).end('{"error":"invalid_grant"}');
    const idToken = `h.${Buffer.from(JSON.stringify({ nonce: code.nonce })).toString('base64url')}.s`;
    res.end(JSON.stringify({ access_token: 'a', token_type: 'Bearer', id_token: idToken }));
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-sber-'));
  db = await prepareDatabase({ kind: 'pglite', dataDir }, 10, () => undefined);
  const sber = { clientId: 'c', clientSecret: 's', redirectUri: 'https://shop.test/sber-id', scope: 'openid mobile', baseUrl: fake.baseUrl };
  const identity = { yandex: { kind: 'dev' as const }, sber, devProviders: false };
  app = shopApp(testShopConfig(db, dataDir, { sessionSecret: 'k', auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined, identity } }));
});
afterAll(async () => {
  await db.destroy();
  await fake.close();
});

describe('sign-in with the real Sber ID adapter against a local fake', () => {
  it('sends the visitor to Sber ID with PKCE, then exchanges the code with the stored verifier', async () => {
    const browser = cookieClient(app);
    const { url } = await (await browser('/web-api/v1/auth/identity/sber-id/_start', { redirectUri: '/catalog/' })).json();
    const authorize = new URL(url);
    expect(authorize.origin + authorize.pathname).toBe('https://online.sberbank.ru/CSAFront/oidc/authorize.do');
    const q = Object.fromEntries(authorize.searchParams);
    expect(q).toMatchObject({
      response_type: 'code',
      client_id: 'c',
      redirect_uri: 'https://shop.test/sber-id',
      scope: 'openid mobile',
      code_challenge_method: 'S256',
    });
    issued.set('code-1', { challenge: q.code_challenge!, nonce: q.nonce! });
    const answer = await browser('/web-api/v1/auth/sber-id', { authCode: 'code-1', state: q.state });
    expect(await answer.json()).toMatchObject({ step: 'REGISTRATION', userInfo: { anonymous: false, phone: '+79170000077' } });
    expect((await browser('/web-api/v1/auth/sber-id', { authCode: 'code-1', state: q.state })).status).not.toBe(200);
  });

  it('answers a code Sber ID refuses with SBER_ID_NOT_FOUND', async () => {
    const browser = cookieClient(app);
    const { url } = await (await browser('/web-api/v1/auth/identity/sber-id/_start', { redirectUri: '/catalog/' })).json();
    const answer = await browser('/web-api/v1/auth/sber-id', { authCode: 'forged', state: new URL(url).searchParams.get('state') });
    expect(await answer.json()).toMatchObject({ reason: 'SBER_ID_NOT_FOUND' });
  });
});
