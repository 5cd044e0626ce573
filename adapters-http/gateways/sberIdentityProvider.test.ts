import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer, UNREACHABLE_URL } from '../../test-fixtures/fakeHttpServer';
import { sberIdentityProvider } from './sberIdentityProvider';

const flow = { state: 'state-1', nonce: 'nonce-1', codeVerifier: 'verifier-1' };
const idToken = (nonce: string) =>
  `eyJhbGciOiJSUzI1NiJ9.${Buffer.from(JSON.stringify({ iss: 'https://online.sberbank.ru', sub: 'abc', nonce })).toString('base64url')}.sig`;

/** A local stand-in for oauth.sber.ru answering like the documented token and userinfo endpoints. */
let fake: Awaited<ReturnType<typeof startFakeHttpServer>>;
beforeAll(async () => {
  fake = await startFakeHttpServer((req, res) => {
    if (req.url.pathname === '/ru/prod/sberbankid/v2.1/userinfo' && req.method === 'GET') {
      if (req.headers.authorization !== 'Bearer access-1') return res.writeHead(401).end('{"error":"invalid_token"}');
      return res.end(
        JSON.stringify({
          sub: '2f1b8a7c',
          family_name: 'Иванов',
          given_name: 'Иван',
          phone_number: '+7 (916) 123-45-67',
          email: 'ivan@mail.ru',
          aud: 'client-1',
        }),
      );
    }
    if (req.url.pathname !== '/ru/prod/tokens/v2/oidc' || req.method !== 'POST') return res.writeHead(404).end('{}');
    const form = new URLSearchParams(req.body);
    if (form.get('client_secret') !== 'secret-1') return res.writeHead(401).end(JSON.stringify({ error: 'invalid_client' }));
    const code = form.get('code');
    if (code === 'broken') return res.writeHead(503).end('Service Unavailable');
    if (code === 'garbled') return res.end('<html>');
    if (code === 'other-nonce')
      return res.end(JSON.stringify({ access_token: 'access-1', token_type: 'Bearer', expires_in: 60, id_token: idToken('foreign') }));
    if (code !== 'code-1' || form.get('code_verifier') !== flow.codeVerifier) {
      return res.writeHead(400).end(JSON.stringify({ error: 'invalid_grant', error_description: 'authorization code is invalid' }));
    }
    res.end(
      JSON.stringify({ access_token: 'access-1', token_type: 'Bearer', expires_in: 60, scope: 'openid name mobile email', id_token: idToken(flow.nonce) }),
    );
  });
});
afterAll(() => fake.close());

const sber = (baseUrl = fake.baseUrl, clientSecret = 'secret-1') =>
  sberIdentityProvider({ clientId: 'client-1', clientSecret, redirectUri: 'https://shop.example/sber-id', baseUrl });

describe('Sber ID against a local fake of oauth.sber.ru', () => {
  it('exchanges the code with the client credentials and PKCE verifier, checks the nonce and reads userinfo', async () => {
    expect(await sber().identify({ authCode: 'code-1', state: 'state-1' }, flow)).toEqual({
      _tag: 'Right',
      right: { subject: '2f1b8a7c', phone: '+79161234567', firstName: 'Иван', lastName: 'Иванов', email: 'ivan@mail.ru' },
    });
    const [token, info] = fake.received.slice(-2);
    expect(Object.fromEntries(new URLSearchParams(token!.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'code-1',
      client_id: 'client-1',
      client_secret: 'secret-1',
      redirect_uri: 'https://shop.example/sber-id',
      code_verifier: 'verifier-1',
    });
    expect(token!.headers.rquid).toMatch(/^[0-9a-f]{32}$/);
    expect(info!.headers['x-introspect-rquid']).toMatch(/^[0-9a-f]{32}$/);
    expect(info!.headers['x-ibm-client-id']).toBe('client-1');
  });

  it('answers a refused code, a wrong verifier or a foreign nonce with SBER_ID_NOT_FOUND', async () => {
    const notFound = { _tag: 'Left', left: { _tag: 'SBER_ID_NOT_FOUND' } };
    expect(await sber().identify({ authCode: 'forged', state: 'state-1' }, flow)).toEqual(notFound);
    expect(await sber().identify({ authCode: 'code-1', state: 'state-1' }, { ...flow, codeVerifier: 'other' })).toEqual(notFound);
    expect(await sber().identify({ authCode: 'other-nonce', state: 'state-1' }, flow)).toEqual(notFound);
    expect(await sber().identify({ authCode: 'code-1', state: 'state-1' }, null)).toEqual(notFound);
  });

  it.each([
    ['wrong client credentials (401 invalid_client)', 'code-1', 'bad-secret', undefined],
    ['HTTP 5xx', 'broken', undefined, undefined],
    ['an unreadable body', 'garbled', undefined, undefined],
    ['an unreachable host', 'code-1', undefined, UNREACHABLE_URL],
  ])('fails with SERVER_ERROR on %s', async (_, authCode, secret, baseUrl) => {
    expect(await sber(baseUrl, secret).identify({ authCode, state: 'state-1' }, flow)).toEqual({ _tag: 'Left', left: { _tag: 'SERVER_ERROR' } });
  });
});
