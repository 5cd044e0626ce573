import { brotliDecompressSync, constants, createBrotliDecompress, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressPages } from './compressPages';

const encoder = new TextEncoder();

/** A page whose head is written at once and whose body only when `release` is called. */
function slowPage() {
  let release = () => {};
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode('<head><link rel="modulepreload" href="/assets/page.js"></head>'));
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      controller.enqueue(encoder.encode('<body>кроссовки</body>'));
      controller.close();
    },
  });
  return { body, release: () => release() };
}

const appWith = (page: () => Response) =>
  new Hono()
    .use(compressPages())
    .get('/page', () => page())
    .get('/data', (c) => c.json({ a: 1 }));
const html = (body: BodyInit) => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });

describe('compressPages', () => {
  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, and says the page varies by encoding', async () => {
    const app = appWith(() => html('<p>кроссовки</p>'.repeat(100)));
    const br = await app.request('/page', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('accept-encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('<p>кроссовки</p>'.repeat(100));
    const gz = await app.request('/page', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('<p>кроссовки</p>'.repeat(100));
    const plain = await app.request('/page', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('<p>кроссовки</p>'.repeat(100));
  });

  it('lets the head through before the rest of the page is written', async () => {
    const page = slowPage();
    const res = await appWith(() => html(page.body)).request('/page', { headers: { 'accept-encoding': 'br' } });
    const decompress = createBrotliDecompress();
    const received: string[] = [];
    decompress.on('data', (chunk: Buffer) => received.push(chunk.toString()));
    const reader = res.body!.getReader();
    const first = await reader.read();
    decompress.write(first.value!, () => decompress.flush(constants.BROTLI_OPERATION_FLUSH));
    await new Promise((resolve) => decompress.once('data', resolve));
    expect(received.join('')).toContain('modulepreload');
    expect(received.join('')).not.toContain('<body>');
    page.release();
    for (let next = await reader.read(); !next.done; next = await reader.read()) decompress.write(next.value);
    decompress.end();
    await new Promise((resolve) => decompress.once('end', resolve));
    expect(received.join('')).toContain('<body>кроссовки</body>');
  });

  it('leaves answers that are not pages alone', async () => {
    const res = await appWith(() => html('')).request('/data', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ a: 1 });
  });
});
