import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identitySignIn } from '../../domain/auth/externalSignIn';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { cookieClient } from '../../test-fixtures/cookieClient';

describe('sign-in with VK ID, Sber ID and Yandex ID through the local provider', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('identity', 10, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  });
  afterAll(() => db.destroy());

  const browser = () => cookieClient(app);
  /** Goes through the provider's page as a visitor with this phone; returns the sign-in call the payload leads to. */
  const throughProvider = async (call: ReturnType<typeof browser>, slug: string, phone: string) => {
    const { url } = await (await call(`/web-api/v1/auth/identity/${slug}/_start`, { redirectUri: '/catalog/?page=1' })).json();
    const back = await call(`${url}&phone=${encodeURIComponent(phone)}`);
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location')!, 'http://shop.test');
    expect(location.pathname).toBe('/catalog/');
    return identitySignIn(Object.fromEntries(location.searchParams))!;
  };
  const paths = { VKONTAKTE: '/web-api/v1/auth/vk', SBER_ID: '/web-api/v1/auth/sber-id', YANDEX_ID: '/web-api/v1/auth/yandex-id' };

  it.each([
    ['yandex-id', '+79170000001'],
    ['vk', '+79170000002'],
    ['sber-id', '+79170000003'],
  ])('%s: a new identity registers, the same one later signs in', async (slug, phone) => {
    const first = browser();
    const signIn = await throughProvider(first, slug, phone);
    const answer = await first(paths[signIn.channel], signIn.body);
    expect(await answer.json()).toMatchObject({ step: 'REGISTRATION', userInfo: { anonymous: false, phone } });

    const again = browser();
    const second = await throughProvider(again, slug, phone);
    expect(await (await again(paths[second.channel], second.body)).json()).toMatchObject({ step: 'AUTHORIZATION', userInfo: { phone } });
  });

  it('a complete account found by phone is enriched with the identity', async () => {
    const phone = '+79170000004';
    const viaYandex = browser();
    const y = await throughProvider(viaYandex, 'yandex-id', phone);
    await viaYandex(paths.YANDEX_ID, y.body);
    await viaYandex('/web-api/v1/profiles', { firstName: 'Олег', lastName: 'Смирнов' });
    const viaVk = browser();
    const v = await throughProvider(viaVk, 'vk', phone);
    expect(await (await viaVk(paths.VKONTAKTE, v.body)).json()).toMatchObject({ step: 'ENRICHMENT', userInfo: { username: 'Олег Смирнов' } });
  });

  it('refuses forged tokens, a VK uuid of another token, and a Sber state replayed or from another session', async () => {
    const call = browser();
    expect(await (await call(paths.YANDEX_ID, { oauthToken: 'forged.token' })).json()).toMatchObject({ reason: 'YANDEX_ID_NOT_FOUND' });
    const vk = await throughProvider(call, 'vk', '+79170000005');
    if (vk.channel !== 'VKONTAKTE') throw new Error('vk expected');
    expect(await (await call(paths.VKONTAKTE, { ...vk.body, uuid: 'other' })).json()).toMatchObject({ reason: 'VK_ID_NOT_FOUND' });

    const stranger = browser();
    const sber = await throughProvider(call, 'sber-id', '+79170000006');
    expect(await (await stranger(paths.SBER_ID, sber.body)).json()).toMatchObject({ reason: 'INCORRECT_FLOW' });
    expect((await call(paths.SBER_ID, sber.body)).status).toBe(200);
    const replay = browser();
    expect(await (await replay(paths.SBER_ID, sber.body)).json()).toMatchObject({ reason: 'INCORRECT_FLOW' });
  });

  it('only sends visitors back to a path of this shop', async () => {
    const call = browser();
    expect((await call('/web-api/v1/auth/identity/vk/_start', { redirectUri: 'https://evil.example/' })).status).toBe(400);
    expect((await call('/web-api/v1/dev/identity/vk/authorize?redirect_uri=//evil.example/&phone=%2B79170000007')).status).toBe(400);
  });
});
