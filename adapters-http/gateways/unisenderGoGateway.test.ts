import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer, UNREACHABLE_URL } from '../../test-fixtures/fakeHttpServer';
import { unisenderGoGateway } from './unisenderGoGateway';

/** A local stand-in for Unisender Go answering like its documented email/send.json. */
let fake: Awaited<ReturnType<typeof startFakeHttpServer>>;
beforeAll(async () => {
  fake = await startFakeHttpServer((req, res) => {
    if (req.method !== 'POST' || req.url.pathname !== '/email/send.json') return res.writeHead(404).end('{"status":"error","message":"Not found","code":404}');
    if (req.headers['x-api-key'] !== 'good-key') return res.writeHead(401).end('{"status":"error","message":"Invalid API key","code":102}');
    const { message } = JSON.parse(req.body) as { message: { recipients: { email: string }[] } };
    const to = message.recipients[0]!.email;
    if (to === 'busy@example.ru') return res.writeHead(503).end('Service Unavailable');
    if (to === 'limit@example.ru') return res.writeHead(429).end('{"status":"error","message":"Too many requests","code":429}');
    if (to.startsWith('bounced'))
      return res.end(JSON.stringify({ status: 'success', job_id: '1ZymBc-00041N-9X', emails: [], failed_emails: { [to]: 'unsubscribed' } }));
    res.end(JSON.stringify({ status: 'success', job_id: '1ZymBc-00041N-9X', emails: [to] }));
  });
});
afterAll(() => fake.close());

const letter = (to: string) => ({ to, subject: 'Подарочная карта', text: 'Номер карты: 7700000000001', html: '<p>Номер карты: 7700000000001</p>' });
const gateway = (apiKey = 'good-key', baseUrl = fake.baseUrl) =>
  unisenderGoGateway({ apiKey, fromEmail: 'shop@sportmarket.ru', fromName: 'Спорт·Маркет', baseUrl });

describe('Unisender Go gateway against a local fake of its HTTP API', () => {
  it('posts the letter with the key header and succeeds when the address is accepted', async () => {
    expect(await gateway().send(letter('friend@example.ru'))).toEqual({ _tag: 'Right', right: undefined });
    const request = fake.received.at(-1)!;
    expect(request.headers['x-api-key']).toBe('good-key');
    expect(JSON.parse(request.body)).toEqual({
      message: {
        recipients: [{ email: 'friend@example.ru' }],
        subject: 'Подарочная карта',
        body: { html: '<p>Номер карты: 7700000000001</p>', plaintext: 'Номер карты: 7700000000001' },
        from_email: 'shop@sportmarket.ru',
        from_name: 'Спорт·Маркет',
        track_links: 0,
        track_read: 0,
      },
    });
  });

  it('reports provider errors, refused addresses and outages as failures with the reason', async () => {
    const detail = async (p: Promise<unknown>) => ((await p) as { left?: { detail: string } }).left?.detail;
    expect(await detail(gateway('bad-key').send(letter('friend@example.ru')))).toBe('HTTP 401 code 102: Invalid API key');
    expect(await detail(gateway().send(letter('limit@example.ru')))).toBe('HTTP 429 code 429: Too many requests');
    expect(await detail(gateway().send(letter('busy@example.ru')))).toBe('HTTP 503: unreadable answer');
    expect(await detail(gateway().send(letter('bounced@example.ru')))).toBe('address refused: unsubscribed');
    expect(await detail(gateway('good-key', UNREACHABLE_URL).send(letter('friend@example.ru')))).toBe('Unisender Go unreachable');
  });
});
