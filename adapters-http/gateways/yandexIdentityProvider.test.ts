import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer, UNREACHABLE_URL } from '../../test-fixtures/fakeHttpServer';
import { yandexIdentityProvider } from './yandexIdentityProvider';

/** A local stand-in for login.yandex.ru/info answering like the documented API. */
let fake: Awaited<ReturnType<typeof startFakeHttpServer>>;
let baseUrl = '';
beforeAll(async () => {
  fake = await startFakeHttpServer((req, res) => {
    const auth = req.headers.authorization;
    if (req.url.pathname !== '/info' || req.url.searchParams.get('format') !== 'json') return res.writeHead(404).end('{}');
    if (auth === 'OAuth good') {
      return res.end(
        JSON.stringify({
          id: '1000034426',
          login: 'ivan',
          first_name: 'Иван',
          last_name: 'Иванов',
          default_email: 'ivan@yandex.ru',
          default_phone: { id: 12345678, number: '+79037659418' },
        }),
      );
    }
    if (auth === 'OAuth nophone') return res.end(JSON.stringify({ id: '42', login: 'x' }));
    if (auth === 'OAuth broken') return res.writeHead(500).end('oops');
    if (auth === 'OAuth garbled') return res.end('<html>');
    res.writeHead(401).end('{"error":"invalid_token"}');
  });
  baseUrl = fake.baseUrl;
});
afterAll(() => fake.close());

describe('Yandex ID against a local fake of login.yandex.ru', () => {
  it('reads the user of a good token', async () => {
    expect(await yandexIdentityProvider(baseUrl).identify({ oauthToken: 'good' }, null)).toEqual({
      _tag: 'Right',
      right: { subject: '1000034426', phone: '+79037659418', firstName: 'Иван', lastName: 'Иванов', email: 'ivan@yandex.ru' },
    });
    expect(await yandexIdentityProvider(baseUrl).identify({ oauthToken: 'nophone' }, null)).toMatchObject({ right: { subject: '42', phone: null } });
  });

  it('answers a foreign token with YANDEX_ID_NOT_FOUND and a broken service with SERVER_ERROR', async () => {
    expect(await yandexIdentityProvider(baseUrl).identify({ oauthToken: 'forged' }, null)).toEqual({ _tag: 'Left', left: { _tag: 'YANDEX_ID_NOT_FOUND' } });
    expect(await yandexIdentityProvider(baseUrl).identify({ oauthToken: 'broken' }, null)).toEqual({ _tag: 'Left', left: { _tag: 'SERVER_ERROR' } });
    expect(await yandexIdentityProvider(baseUrl).identify({ oauthToken: 'garbled' }, null)).toEqual({ _tag: 'Left', left: { _tag: 'SERVER_ERROR' } });
    expect(await yandexIdentityProvider(UNREACHABLE_URL).identify({ oauthToken: 'good' }, null)).toEqual({ _tag: 'Left', left: { _tag: 'SERVER_ERROR' } });
  });
});
