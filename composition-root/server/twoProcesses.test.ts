import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serializeSigned } from 'hono/utils/cookie';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../adapters-storage/postgres/openDatabase';
import type { Database } from '../../adapters-storage/postgres/schema';
import { wareWithStock } from '../../test-fixtures/orderFixtures';
import { stockOfWare } from '../../test-fixtures/stockOfWare';
import { freshServerDatabase, postgresServerAnswers } from '../../test-fixtures/testDatabases';
import { readyCheckout, storeCart } from '../demo/placeOrderOfWare';

const server = await postgresServerAnswers('two server processes on one database');
const SECRET = 'two-processes-session-secret';
const times = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));

/** A server as main.ts runs it (WORKERS=1 unless `env` says otherwise), in a child process of its own on a port it picks. */
interface ShopProcess {
  readonly child: ChildProcess;
  readonly base: Promise<string>;
  output: string;
}

function startShop(databaseUrl: string, clientDir: string, env: Record<string, string> = {}): ShopProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'composition-root/server/main.ts'], {
    cwd: join(import.meta.dirname, '../..'),
    env: { ...process.env, DATABASE_URL: databaseUrl, WORKERS: '1', PORT: '0', CLIENT_DIR: clientDir, DEMO_PRODUCTS: '30', SESSION_SECRET: SECRET, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const shop: ShopProcess = {
    child,
    output: '',
    base: new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no server started:\n${shop.output.slice(-3000)}`)), 120_000);
      const listen = (data: Buffer) => {
        shop.output += data;
        const port = /shop listening on http:\/\/localhost:(\d+)/.exec(shop.output)?.[1];
        if (port) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${port}`);
        }
      };
      child.stdout!.on('data', listen);
      child.stderr!.on('data', listen);
      child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${shop.output.slice(-3000)}`)));
    }),
  };
  return shop;
}

async function stop(shop: ShopProcess | undefined): Promise<void> {
  if (!shop || shop.child.exitCode !== null || shop.child.signalCode !== null) return;
  await new Promise((resolve) => {
    shop.child.once('exit', resolve);
    shop.child.kill('SIGTERM');
  });
}

/** A guest shopper's order submission to one of the processes, with the session cookie of `sid`. */
async function submit(base: string, sid: string, version: number, idempotencyKey: string) {
  const cookie = (await serializeSigned('sid', sid, SECRET)).split(';')[0]!;
  const res = await fetch(`${base}/web-api/v1/cart/orders`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify({ version, privacyConsent: true }),
  });
  return { status: res.status, body: (await res.json()) as { orderNumber?: string; reason?: string } };
}

describe.skipIf(!server)('two server processes on one PostgreSQL database (WORKERS, docs/performance.md)', () => {
  let database: Awaited<ReturnType<typeof freshServerDatabase>>;
  let clientDir: string;
  let shops: ShopProcess[] = [];
  let bases: string[];
  let db: Kysely<Database>;
  const ordersOf = (ownerKey: string) => db.selectFrom('customer_order').select('order_number').where('owner_key', '=', ownerKey).execute();

  beforeAll(async () => {
    database = await freshServerDatabase();
    clientDir = mkdtempSync(join(tmpdir(), 'shop-two-processes-'));
    mkdirSync(join(clientDir, '.vite'), { recursive: true });
    writeFileSync(join(clientDir, '.vite', 'manifest.json'), JSON.stringify({ 'composition-root/browser/main.tsx': { file: 'assets/main.js' } }));
    // Both start on the empty database at once: one migrates and loads the demo, the other waits its turn.
    shops = [startShop(database.url, clientDir), startShop(database.url, clientDir)];
    bases = await Promise.all(shops.map((s) => s.base));
    db = await openDatabase({ kind: 'postgres', url: database.url });
  }, 180_000);
  afterAll(async () => {
    await Promise.all(shops.map(stop));
    await db?.destroy();
    await database?.drop();
    if (clientDir) rmSync(clientDir, { recursive: true, force: true });
  }, 60_000);

  /** A guest's cart of one unit of a fresh size, ready to order. */
  const readyCart = async (index: number) => {
    const ware = await wareWithStock(db, index, 5);
    const sid = crypto.randomUUID();
    return { ware, sid, version: await storeCart(db, `session:${sid}`, [{ ...ware, quantity: 1 }], readyCheckout(ware.shopNumber)) };
  };

  it('answers 100 submissions of one cart with one key, split over both, with one order and its number every time', async () => {
    const { ware, sid, version } = await readyCart(0);
    const answers = await Promise.all(times(100, (i) => submit(bases[i % 2]!, sid, version, 'one-key')));
    const orders = await ordersOf(`session:${sid}`);
    expect(orders).toHaveLength(1);
    expect(answers.map((a) => `${a.status} ${a.body.orderNumber}`)).toEqual(times(100, () => `200 ${orders[0]!.order_number}`));
    expect(await stockOfWare(db, ware.wareId)).toBe(4);
  }, 120_000);

  it('answers 100 submissions of one cart with different keys, split over both, with one order; the others are told the cart changed', async () => {
    const { ware, sid, version } = await readyCart(1);
    const answers = await Promise.all(times(100, (i) => submit(bases[i % 2]!, sid, version, `key-${i}`)));
    expect(await ordersOf(`session:${sid}`)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.reason}`))).toEqual(new Set(['409 WRONG_CART_STATE']));
    expect(await stockOfWare(db, ware.wareId)).toBe(4);
  }, 120_000);

  it('sells the last unit raced by 50 buyers split over both once: one order, stock 0, the others refused for stock', async () => {
    // A buyer whose cart is priced after the sale sees the size sold out, so nothing left to order.
    const ware = await wareWithStock(db, 2, 1);
    const buyers = await Promise.all(
      times(50, async (i) => {
        const sid = crypto.randomUUID();
        const version = await storeCart(
          db,
          `session:${sid}`,
          [{ ...ware, quantity: 1 }],
          readyCheckout(ware.shopNumber, `+7916100${String(i).padStart(4, '0')}`),
        );
        return { sid, version };
      }),
    );
    const answers = await Promise.all(buyers.map((b, i) => submit(bases[i % 2]!, b.sid, b.version, 'k')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refusals = answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.reason}`);
    expect(refusals).toHaveLength(49);
    expect(refusals.filter((r) => r !== '409 NOT_ENOUGH_STOCK' && r !== '400 CART_IS_EMPTY')).toEqual([]);
    expect(await stockOfWare(db, ware.wareId)).toBe(0);
    expect(await db.selectFrom('order_line').select('quantity').where('ware_id', '=', ware.wareId).execute()).toEqual([{ quantity: 1 }]);
  }, 120_000);

  it('runs the background jobs in one process only, and another takes them over when its hold breaks', async () => {
    const holders = async () =>
      (
        await sql<{ pid: number }>`
      select l.pid from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and a.datname = current_database() and a.application_name = 'storefront background jobs'
    `.execute(db)
      ).rows.map((r) => r.pid);
    const [leader] = await holders();
    expect(await holders()).toEqual([leader]);
    await sql`select pg_terminate_backend(${leader})`.execute(db);
    const anotherHolds = async () => {
      const now = await holders();
      return now.length === 1 && now[0] !== leader;
    };
    await expect.poll(anotherHolds, { timeout: 10_000, interval: 200 }).toBe(true);
    // Both processes still serve: losing the hold is not a crash.
    for (const base of bases) expect((await fetch(`${base}/healthz`)).status).toBe(200);
  }, 60_000);

  it('runs WORKERS=2 as one cluster on one port: a killed worker is replaced, SIGTERM stops them all', async () => {
    const cluster = startShop(database.url, clientDir, { WORKERS: '2' });
    shops.push(cluster);
    const listening = () => cluster.output.match(/shop listening/g)?.length ?? 0;
    const workers = () =>
      execFileSync('ps', ['--ppid', String(cluster.child.pid), '-o', 'pid='], { encoding: 'utf8' })
        .split('\n')
        .map(Number)
        .filter(Boolean);
    const base = await cluster.base;
    await expect.poll(listening, { timeout: 120_000, interval: 250 }).toBe(2);
    const [victim] = workers();
    process.kill(victim!, 'SIGKILL');
    // Once the primary has seen it go (a connection handed over at the very instant of the crash is lost
    // with it), the other worker answers while the replacement starts.
    await expect.poll(() => cluster.output, { timeout: 10_000, interval: 100 }).toContain(`worker ${victim} exited (SIGKILL); starting another`);
    expect((await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(10_000) })).status).toBe(200);
    await expect.poll(listening, { timeout: 120_000, interval: 250 }).toBe(3);
    expect(workers()).toHaveLength(2);
    const exited = new Promise<number | null>((resolve) => cluster.child.once('exit', resolve));
    cluster.child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 300_000);
});
