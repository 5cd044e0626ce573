import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer, UNREACHABLE_URL } from '../../test-fixtures/fakeHttpServer';
import { vkIdentityProvider } from './vkIdentityProvider';

/** A local stand-in for api.vk.com/method answering like the documented VK API ({response} or {error} with HTTP 200). */
let fake: Awaited<ReturnType<typeof startFakeHttpServer>>;
beforeAll(async () => {
  fake = await startFakeHttpServer((req, res) => {
    const form = new URLSearchParams(req.body);
    if (req.method !== 'POST' || form.get('v') !== '5.199') return res.writeHead(404).end('{}');
    if (req.url.pathname === '/method/users.get') {
      if (form.get('access_token') !== 'user-token') return res.end(JSON.stringify({ error: { error_code: 5, error_msg: 'User authorization failed' } }));
      return res.end(JSON.stringify({ response: [{ id: 1234567, first_name: 'Иван', last_name: 'Иванов', can_access_closed: true, is_closed: false }] }));
    }
    if (req.url.pathname !== '/method/auth.exchangeSilentAuthToken') return res.writeHead(404).end('{}');
    if (form.get('access_token') !== 'service-key')
      return res.end(JSON.stringify({ error: { error_code: 28, error_msg: 'Application authorization failed' } }));
    const token = form.get('token');
    if (token === 'broken') return res.writeHead(502).end('Bad Gateway');
    if (token === 'garbled') return res.end('<html>');
    if (token !== 'silent' || form.get('uuid') !== 'uuid-1') return res.end(JSON.stringify({ error: { error_code: 104, error_msg: 'Not found' } }));
    res.end(
      JSON.stringify({
        response: {
          access_token: 'user-token',
          access_token_id: 'x',
          user_id: 1234567,
          phone: '79161234567',
          phone_validated: 1,
          is_partial: false,
          is_service: true,
          email: 'ivan@vk.com',
          source: 32,
        },
      }),
    );
  });
});
afterAll(() => fake.close());

const vk = (baseUrl = fake.baseUrl, serviceToken = 'service-key') => vkIdentityProvider({ serviceToken, baseUrl });

describe('VK ID against a local fake of api.vk.com', () => {
  it('exchanges the silent token with the service token and API version, then reads the name', async () => {
    expect(await vk().identify({ silentToken: 'silent', uuid: 'uuid-1' }, null)).toEqual({
      _tag: 'Right',
      right: { subject: '1234567', phone: '+79161234567', firstName: 'Иван', lastName: 'Иванов', email: 'ivan@vk.com' },
    });
    const exchange = fake.received.find((r) => r.url.pathname === '/method/auth.exchangeSilentAuthToken')!;
    expect(Object.fromEntries(new URLSearchParams(exchange.body))).toEqual({ token: 'silent', uuid: 'uuid-1', access_token: 'service-key', v: '5.199' });
  });

  it('answers a refused silent token or a foreign uuid with VK_ID_NOT_FOUND', async () => {
    expect(await vk().identify({ silentToken: 'forged', uuid: 'uuid-1' }, null)).toEqual({ _tag: 'Left', left: { _tag: 'VK_ID_NOT_FOUND' } });
    expect(await vk().identify({ silentToken: 'silent', uuid: 'other' }, null)).toEqual({ _tag: 'Left', left: { _tag: 'VK_ID_NOT_FOUND' } });
  });

  it.each([
    ['a wrong service token (VK error 28)', { silentToken: 'silent', uuid: 'uuid-1' }, 'bad-key', undefined],
    ['HTTP 5xx', { silentToken: 'broken', uuid: 'uuid-1' }, undefined, undefined],
    ['an unreadable body', { silentToken: 'garbled', uuid: 'uuid-1' }, undefined, undefined],
    ['an unreachable host', { silentToken: 'silent', uuid: 'uuid-1' }, undefined, UNREACHABLE_URL],
  ])('fails with SERVER_ERROR on %s', async (_, credentials, serviceToken, baseUrl) => {
    expect(await vk(baseUrl, serviceToken).identify(credentials, null)).toEqual({ _tag: 'Left', left: { _tag: 'SERVER_ERROR' } });
  });
});
