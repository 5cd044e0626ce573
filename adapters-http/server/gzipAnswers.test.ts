import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { gzipAnswers } from './gzipAnswers';

const app = new Hono()
  .use(gzipAnswers(1024))
  .get('/big', (c) => c.json({ text: 'кроссовки '.repeat(300) }))
  .get('/small', (c) => c.json({ ok: true }))
  .get('/empty', (c) => c.body(null, 204));
const get = (path: string, encoding = 'gzip, deflate, br') => app.request(path, { headers: { 'accept-encoding': encoding } });

describe('gzipAnswers', () => {
  it('gzips an answer from the threshold, with its length, and says it varies by encoding', async () => {
    const res = await get('/big');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('accept-encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8')).text).toContain('кроссовки');
  });

  it('sends small answers, empty ones and answers to clients without gzip as they are', async () => {
    const small = await get('/small');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    expect((await get('/empty')).status).toBe(204);
    const plain = await get('/big', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).text).toContain('кроссовки');
  });
});
