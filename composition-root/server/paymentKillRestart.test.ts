import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serializeSigned } from 'hono/utils/cookie';
import { afterAll, describe, expect, it } from 'vitest';
import { insertAwaitingOrder } from '../../test-fixtures/awaitingOrder';
import { prepareDatabase } from './prepareDatabase';

/**
 * The server as a real child process (as e2e/playwright.config.ts starts it) on its own PGlite DATA_DIR:
 * the payer pays on the sandbox page, the server is SIGKILLed while the notification is held back, and
 * after restarts the browser's return (reconciliation) and the re-sent outbox notification pay each
 * order exactly once.
 */
const PORT = 3225 + 1000;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-payment-kill-'));
const clientDir = join(dataDir, 'client');
const SECRET = 'kill-restart-session-secret';
const SID = '0b9ba1a1-1c2e-4a53-9d55-6d5c3e1f0a01';
let child: ChildProcess | undefined;
let output = '';

async function startChild(env: Record<string, string>): Promise<void> {
  child = spawn(process.execPath, ['--import', 'tsx', 'composition-root/server/main.ts'], {
    cwd: join(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: join(dataDir, 'db'),
      CLIENT_DIR: clientDir,
      DEMO_PRODUCTS: '20',
      SESSION_SECRET: SECRET,
      PAYMENT_JOBS_INTERVAL_MS: '100',
      UNPAID_ORDERS_INTERVAL_MS: '200',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  await until(async () => (await fetch(`${base}/healthz`).catch(() => undefined))?.status === 200, 90_000);
}

async function stopChild(signal: NodeJS.Signals): Promise<void> {
  const running = child;
  child = undefined;
  if (!running || running.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    running.once('exit', () => resolve());
    running.kill(signal);
  });
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out; server output:\n${output.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const cookie = (await serializeSigned('sid', SID, SECRET)).split(';')[0]!;
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, { ...init, redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/json', ...init.headers } });
const awaitsPayment = async (orderNumber: string) =>
  ((await (await api(`/web-api/v1/orders/${orderNumber}/payment-tools`)).json()) as { paymentTools: unknown[] }).paymentTools.length > 0;

/** Opens a payment through the retry call and pays it on the sandbox page, as the payer's browser would. */
async function payOnSandbox(orderNumber: string): Promise<string> {
  const started = await api(`/web-api/v1/orders/invoices/${orderNumber}/acquiring/_confirm/`, { method: 'POST', body: '{}' });
  expect(started.status).toBe(200);
  const { paymentUrl } = (await started.json()) as { paymentUrl: string };
  expect(paymentUrl).toMatch(/^\/sandbox-acquirer\/pay\/\d+$/);
  const page = await (await fetch(`${base}${paymentUrl}`)).text();
  expect(page).toContain('Оплатить');
  const paid = await fetch(`${base}${paymentUrl}`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ action: 'pay' }) });
  expect(paid.status).toBe(303);
  return paid.headers.get('location')!;
}

afterAll(() => stopChild('SIGKILL'));

describe('payment survives a killed server', () => {
  it('pays each order once after SIGKILL and restarts: by reconciliation on return and by the re-sent notification', async () => {
    mkdirSync(join(clientDir, '.vite'), { recursive: true });
    writeFileSync(join(clientDir, '.vite', 'manifest.json'), JSON.stringify({ 'composition-root/browser/main.tsx': { file: 'assets/main.js' } }));
    const db = await prepareDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') }, 20, () => undefined);
    const lines = [
      await insertAwaitingOrder(db, { orderNumber: 'K-1', amount: '2490', ownerKey: `session:${SID}` }),
      await insertAwaitingOrder(db, { orderNumber: 'K-2', amount: '990.50', ownerKey: `session:${SID}` }),
    ];
    const stockOf = (d: typeof db) =>
      Promise.all(
        lines.map(
          async (l) =>
            (await d.selectFrom('stock').select('quantity').where('ware_id', '=', l.wareId).where('shop_id', '=', l.shopId).executeTakeFirstOrThrow()).quantity,
        ),
      );
    const stockBefore = await stockOf(db);
    await db.destroy();

    // 1. Both paid on the sandbox; notifications held back an hour; killed.
    await startChild({ SANDBOX_NOTIFY_DELAY_MS: '3600000' });
    expect(await payOnSandbox('K-1')).toBe('/cart/thanks/K-1/?paymentTool=CARD_ONLINE');
    await payOnSandbox('K-2');
    expect(await awaitsPayment('K-1')).toBe(true);
    await stopChild('SIGKILL');

    // 2. Restarted, still held back: the payer's return reconciles K-2 with the acquirer; K-1 waits.
    await startChild({ SANDBOX_NOTIFY_DELAY_MS: '3600000' });
    const returned = await api('/web-api/v1/orders/K-2?force=true');
    expect(returned.status).toBe(200);
    expect(((await returned.json()) as { status: string }).status).toBe('PAID');
    expect(await awaitsPayment('K-1')).toBe(true);
    await stopChild('SIGKILL');

    // 3. Restarted without holding back: the outbox re-sends both notifications; K-1 is paid, K-2's is a repeat.
    await startChild({ SANDBOX_NOTIFY_DELAY_MS: '0' });
    await until(async () => !(await awaitsPayment('K-1')), 30_000);
    await stopChild('SIGTERM');

    const after = await prepareDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') }, 20, () => undefined);
    try {
      for (const orderNumber of ['K-1', 'K-2']) {
        const order = await after.selectFrom('customer_order').select(['status', 'paid_at']).where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
        expect(order.status).toBe('PAID');
        expect(order.paid_at).not.toBeNull();
        const payments = await after.selectFrom('payment').select('status').where('order_number', '=', orderNumber).execute();
        expect(payments.map((p) => p.status)).toEqual(['SUCCEEDED']);
      }
      // The sandbox's OrderId is our payment id.
      const k1Payment = await after.selectFrom('payment').select('id').where('order_number', '=', 'K-1').executeTakeFirstOrThrow();
      const k1Notices = await after
        .selectFrom('sandbox_acquirer_notification as n')
        .innerJoin('sandbox_acquirer_payment as p', 'p.payment_id', 'n.payment_id')
        .select('n.delivered_at')
        .where('p.order_id', '=', k1Payment.id)
        .execute();
      expect(k1Notices).toHaveLength(1);
      expect(k1Notices[0]!.delivered_at).not.toBeNull();
      // Paying moves no stock: it was taken when the order was placed, and a paid order is never released.
      expect(await stockOf(after)).toEqual(stockBefore);
    } finally {
      await after.destroy();
    }
  }, 300_000);
});
