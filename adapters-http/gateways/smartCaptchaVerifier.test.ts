import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer, UNREACHABLE_URL } from '../../test-fixtures/fakeHttpServer';
import { smartCaptchaVerifier } from './smartCaptchaVerifier';

/** A local stand-in for smartcaptcha.yandexcloud.net/validate, answering per token like its docs. */
let fake: Awaited<ReturnType<typeof startFakeHttpServer>>;
beforeAll(async () => {
  fake = await startFakeHttpServer((req, res) => {
    const form = new URLSearchParams(req.body);
    if (req.url.pathname !== '/validate' || req.method !== 'POST') return res.writeHead(404).end('{}');
    if (form.get('secret') !== 'server-key')
      return res.writeHead(403).end(JSON.stringify({ status: 'failed', message: 'Authentication failed. Secret has not provided.' }));
    const token = form.get('token');
    if (token === 'busy') return res.writeHead(503).end('unavailable');
    if (token === 'garbled') return res.end('<html>not json');
    if (token === 'odd') return res.end(JSON.stringify({ verdict: 'ok' }));
    if (token === 'passed') return res.end(JSON.stringify({ status: 'ok', message: '', host: 'shop.example' }));
    res.end(JSON.stringify({ status: 'failed', message: 'Invalid or expired Token.' }));
  });
});
afterAll(() => fake.close());

describe('SmartCaptcha verifier against a local fake of its /validate API', () => {
  const verify = (token: string, serverKey = 'server-key') => smartCaptchaVerifier({ serverKey, baseUrl: fake.baseUrl }).verify(token, '203.0.113.7');

  it('posts secret, token and the client ip as a form, and passes on status ok', async () => {
    expect(await verify('passed')).toEqual({ ok: true });
    const form = new URLSearchParams(fake.received.at(-1)!.body);
    expect(Object.fromEntries(form)).toEqual({ secret: 'server-key', token: 'passed', ip: '203.0.113.7' });
    expect(fake.received.at(-1)!.headers['content-type']).toContain('application/x-www-form-urlencoded');
  });

  it('refuses on status failed, with the provider message as detail', async () => {
    expect(await verify('used-twice')).toEqual({ ok: false, detail: 'Invalid or expired Token.' });
  });

  it('refuses on a 4xx (wrong server key) and on an unreadable or unexpected answer', async () => {
    expect((await verify('passed', 'wrong')).ok).toBe(false);
    expect(await verify('garbled')).toEqual({ ok: false, detail: 'unreadable answer' });
    expect(await verify('odd')).toEqual({ ok: false, detail: 'unreadable answer' });
  });

  it('lets the request through when the provider is down (5xx or unreachable), as its docs recommend', async () => {
    expect(await verify('busy')).toEqual({ ok: true, detail: 'provider unavailable: HTTP 503' });
    const down = await smartCaptchaVerifier({ serverKey: 'server-key', baseUrl: UNREACHABLE_URL }).verify('passed', '203.0.113.7');
    expect(down.ok).toBe(true);
    expect(down.detail).toMatch(/^provider unreachable/);
  });
});
