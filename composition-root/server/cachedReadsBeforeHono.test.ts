import { createServer, request, type Server } from 'node:http';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { signedInBrowser } from '../../test-fixtures/signedInClient';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { SERVER } from './modules/serverModule';

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** What Node's own HTTP layer adds to any answer, the same whichever way it was made. */
const NODE_OWN = ['date', 'connection', 'keep-alive'];

/** Issue 16: a stranger's kept call is answered by the Node server before Hono, exactly as Hono answers it. */
describe('kept answers served before the app', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  let server: Server;
  let port = 0;
  /** The app's own `fetch`, watched: a call answered before the app never reaches it. */
  let appFetch: ReturnType<typeof vi.spyOn>;
  beforeAll(async () => {
    const shop = await openTestShop('before-hono', 50);
    ({ db, app } = shop);
    appFetch = vi.spyOn(app, 'fetch');
    server = createServer(shop.container.get(SERVER.listener));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    // The security headers the listener adds are read off their middleware once, asynchronously.
    await vi.waitFor(async () => {
      const path = `/web-api/v1/products/${await productIdAt(49)}`;
      await get(path);
      appFetch.mockClear();
      await get(path);
      expect(appFetch).not.toHaveBeenCalled();
    });
  }, 90_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.destroy();
  });

  /** A GET over the wire: status, headers as sent (less Node's own), the body's bytes as they came (compressed or not). */
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const sent = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !NODE_OWN.includes(name)));
          resolve({ status: res.statusCode ?? 0, headers: sent, body: Buffer.concat(chunks) });
        });
      })
        .on('error', reject)
        .end();
    });
  /** Over the wire, answered by the app or not. */
  const byApp = async (path: string, headers: Record<string, string> = {}) => {
    appFetch.mockClear();
    const answer = await get(path, headers);
    return { ...answer, byApp: appFetch.mock.calls.length > 0 };
  };
  const productIdAt = async (offset: number) =>
    (await db.selectFrom('product').select('product_id').orderBy('product_id').offset(offset).limit(1).executeTakeFirstOrThrow()).product_id;

  it.each(['gzip, deflate', 'identity'])('sends a hit the bytes and headers the app sent when it made the answer (Accept-Encoding: %s)', async (encoding) => {
    const path = `/web-api/v1/products/${await productIdAt(0)}`;
    const made = await byApp(path, { 'accept-encoding': encoding });
    const kept = await byApp(path, { 'accept-encoding': encoding });
    expect([made.byApp, made.headers['x-cache'], kept.byApp, kept.headers['x-cache']]).toEqual([true, 'miss', false, 'hit']);
    expect(kept.body.equals(made.body)).toBe(true);
    expect(kept.status).toBe(200);
    // The making started the stranger's session (a kept answer goes without one, from the app as well).
    const { 'set-cookie': started, ...madeHeaders } = made.headers;
    expect(started).toEqual([expect.stringMatching(/^sid=/)]);
    expect({ ...kept.headers, 'x-cache': 'miss' }).toEqual(madeHeaders);
    expect(kept.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : 'gzip');
    expect(kept.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("answers If-None-Match with the app's own 304", async () => {
    const path = `/web-api/v1/products/${await productIdAt(1)}`;
    const { headers } = await get(path);
    const etag = String(headers.etag);
    const unchanged = await byApp(path, { 'if-none-match': `"other", W/${etag}` });
    expect([unchanged.byApp, unchanged.status, unchanged.body.length]).toEqual([false, 304, 0]);
    const fromApp = await app.request(path, { headers: { 'if-none-match': etag } });
    expect(fromApp.status).toBe(304);
    expect(unchanged.headers).toEqual(Object.fromEntries(fromApp.headers));
    expect((await byApp(path, { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('leaves a request claiming a session, even a forged one, to the app', async () => {
    const productId = await productIdAt(2);
    const path = `/web-api/v1/products/${productId}`;
    await get(path);
    const forged = await byApp(path, { cookie: 'theme=dark; sid=forged' });
    expect(forged.byApp).toBe(true);
    expect(forged.headers['set-cookie']).toEqual([expect.stringMatching(/^sid=/)]);

    const me = await signedInBrowser(app, '+7923');
    const { id } = (await me.call('GET', '/users/current')).body;
    const retail = JSON.parse((await get(path)).body.toString()).price.retail as number;
    const personal = Math.floor(retail * 0.8);
    await db
      .insertInto('personal_price')
      .values({ customer_id: id, product_id: productId, price: String(personal), valid_until: new Date(Date.now() + 86_400_000) })
      .execute();
    const mine = await byApp(path, { cookie: me.cookie() });
    expect([mine.byApp, mine.headers['cache-control'], mine.headers['x-cache']]).toEqual([true, 'private, no-store', undefined]);
    expect(JSON.parse(mine.body.toString()).personalPrice).toBe(personal);
    const stranger = await byApp(path, { cookie: 'theme=dark' });
    expect([stranger.byApp, JSON.parse(stranger.body.toString()).personalPrice]).toEqual([false, null]);
  });

  it('shows a new price at the next read after the change commits, then keeps that one', async () => {
    const productId = await productIdAt(3);
    const path = `/web-api/v1/products/${productId}`;
    const price = async () => {
      const answer = await byApp(path);
      return [answer.byApp, JSON.parse(answer.body.toString()).price.retail as number] as const;
    };
    await get(path);
    const [, before] = await price();
    await db
      .updateTable('product')
      .set({ retail_price: String(before - 1) })
      .where('product_id', '=', productId)
      .execute();
    expect(await price()).toEqual([true, before - 1]);
    expect(await price()).toEqual([false, before - 1]);
  });
});
