import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import pg from 'pg';
import type autocannon from 'autocannon';
import { throughput, type Throughput } from './measure';

/**
 * npm run bench:workers: the mixed GET load of anonymous shoppers (home, a category, a product, search
 * results as pages, and the product, autocomplete and menu API calls) at 50 connections against the real
 * server on the PostgreSQL server, with WORKERS=1 and then WORKERS=2, same database, same requests; prints
 * req/s, p97.5 and errors of each and the machine's load average (docs/performance.md, Many processes).
 * A figure taken while other work runs (load average of 1 or more) does not compare: the bench refuses then,
 * unless BENCH_ANY_LOAD=1. Not part of npm test.
 */
const PORT = Number(process.env.BENCH_WORKERS_PORT ?? 3410);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = 50;
const BASE = `http://127.0.0.1:${PORT}`;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'shop_bench_workers';

/** The bench database on the server, made on the first run (the first server start seeds its demo). */
async function databaseUrl(): Promise<string> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  if ((await admin.query('select 1 from pg_database where datname = $1', [DATABASE])).rowCount === 0) await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** The shop with that many workers, once each has said it listens. */
async function startShop(url: string, workers: number): Promise<() => Promise<void>> {
  const server = spawn(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', 'composition-root/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATABASE_URL: url, WORKERS: String(workers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  let listening = 0;
  const ready = new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (data: Buffer) => {
      process.stdout.write(data);
      listening += data.toString().match(/shop listening/g)?.length ?? 0;
      if (listening === workers) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the server exited with ${code} before it listened`)));
  });
  await ready;
  return stop;
}

async function mixedRequests(): Promise<autocannon.Request[]> {
  const category = '/catalog/muzhchinam/obuv/krossovki/';
  const listing = (await (
    await fetch(`${BASE}/web-api/v1/catalog`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE },
      body: JSON.stringify({ url: category }),
    })
  ).json()) as { products: { productId: string }[] };
  const [first, second] = listing.products.map((p) => p.productId);
  if (!first || !second) throw new Error(`${category} lists fewer than two products: the bench needs the demo catalogue (DEMO_PRODUCTS ≥ 2000)`);
  return [
    '/',
    category,
    `/product/${first}/`,
    `/catalog/product/search.do/?text=${encodeURIComponent('кроссовки')}`,
    `/web-api/v1/products/${first}`,
    `/web-api/v1/products/${second}`,
    `/web-api/v1/products/auto-hints?query=${encodeURIComponent('кро')}`,
    '/web-api/v1/menus/main',
  ].map((path) => ({ method: 'GET', path }));
}

const line = (workers: number, t: Throughput) => `| WORKERS=${workers} | ${t.requestsPerSecond} req/s | ${t.p97_5} ms | ${t.errors} |`;

async function main() {
  const load = loadavg()[0]!;
  if (load >= 1 && process.env.BENCH_ANY_LOAD !== '1')
    throw new Error(`load average ${load.toFixed(2)}: other work runs on the machine, figures would not compare (BENCH_ANY_LOAD=1 runs anyway)`);
  const url = await databaseUrl();
  const rows: string[] = [];
  for (const workers of [1, 2]) {
    const stop = await startShop(url, workers);
    try {
      const requests = await mixedRequests();
      await throughput(BASE, requests, CONNECTIONS, Math.min(5, SECONDS));
      rows.push(line(workers, await throughput(BASE, requests, CONNECTIONS, SECONDS)));
    } finally {
      await stop();
    }
  }
  console.log(`\nmixed GET load, ${CONNECTIONS} connections, ${SECONDS} s, load average before ${load.toFixed(2)}, after ${loadavg()[0]!.toFixed(2)}`);
  console.log(['| processes | throughput | p97.5 | errors |', '|---|---|---|---|', ...rows].join('\n'));
}

await main();
