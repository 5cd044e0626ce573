import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import type autocannon from 'autocannon';
import { writeDocSection } from './docSection';
import { BENCH_CATEGORY, listedProductIds } from './listedProducts';
import { throughput, type Throughput } from './measure';

/**
 * npm run bench:mixed: the mixed GET load of anonymous shoppers (home, a category, a product and search results as
 * pages; the product, autocomplete and menu API calls) at 50 connections for BENCH_SECONDS (60) against the real
 * server as `npm start` runs it (its own process, the built client), on embedded PGlite, then on the PostgreSQL server
 * with WORKERS=1 and WORKERS=2, same requests; with the 2,000-product demo. Each run reports req/s, p50, p99, errors
 * and the resident memory of the server's processes (at start, highest, at the end, sampled each second).
 * npm run bench:soak is the same load for 10 minutes on PGlite alone: the memory must stay flat.
 * BENCH_ONLY=pglite|postgres narrows the runs. The figures and the machine's load go into docs/performance.md.
 * A figure taken while other work runs (load average 1 or more) does not compare: the bench refuses then, unless
 * BENCH_ANY_LOAD=1, and says the load next to every figure. Not part of npm test.
 */
const PORT = Number(process.env.BENCH_MIXED_PORT ?? 3410);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const ONLY = process.env.BENCH_ONLY;
const CONNECTIONS = 50;
const BASE = `http://127.0.0.1:${PORT}`;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'shop_bench_mixed';
const DOC = 'docs/performance.md';
const SECTION = ONLY === 'pglite' && SECONDS >= 300 ? 'soak' : 'mixed';
const BEGIN = `<!-- bench:${SECTION} begin -->`;
const END = `<!-- bench:${SECTION} end -->`;

/** The bench database on the server, made on the first run (the first server start seeds its demo). */
async function serverDatabaseUrl(): Promise<string> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  if ((await admin.query('select 1 from pg_database where datname = $1', [DATABASE])).rowCount === 0) await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** Kilobytes resident of a process and all its descendants (a cluster's primary and its workers). */
function residentKb(pid: number): number {
  try {
    const own = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
    return own + children.reduce((sum, child) => sum + residentKb(child), 0);
  } catch {
    return 0; // the process has just exited
  }
}

interface Shop {
  readonly pid: number;
  readonly stop: () => Promise<void>;
}

/** The shop as `npm run serve` starts it, with that many workers, once each has said it listens. */
async function startShop(env: Record<string, string>, workers: number): Promise<Shop> {
  const server = spawn(process.execPath, ['--max-semi-space-size=16', '--heap-growing-percent=50', '--import', 'tsx', 'composition-root/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), WORKERS: String(workers), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  let listening = 0;
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (data: Buffer) => {
      process.stdout.write(data);
      listening += data.toString().match(/shop listening/g)?.length ?? 0;
      if (listening === workers) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the server exited with ${code} before it listened`)));
  });
  return { pid: server.pid!, stop };
}

async function mixedRequests(): Promise<autocannon.Request[]> {
  const [first, second] = await listedProductIds(BASE);
  if (!first || !second) throw new Error(`${BENCH_CATEGORY} lists fewer than two products: the bench needs the demo catalogue (DEMO_PRODUCTS ≥ 2000)`);
  return [
    '/',
    BENCH_CATEGORY,
    `/product/${first}/`,
    `/catalog/product/search.do/?text=${encodeURIComponent('кроссовки')}`,
    `/web-api/v1/products/${first}`,
    `/web-api/v1/products/${second}`,
    `/web-api/v1/products/auto-hints?query=${encodeURIComponent('кро')}`,
    '/web-api/v1/menus/main',
  ].map((path) => ({ method: 'GET', path }));
}

interface Run extends Throughput {
  readonly name: string;
  /** Resident megabytes of the server's processes, sampled each second: at the start of the load, highest, at its end. */
  readonly memory: { readonly start: number; readonly peak: number; readonly end: number; readonly perMinute: readonly number[] };
  readonly load: string;
}

const loadNow = () =>
  loadavg()
    .slice(0, 2)
    .map((l) => l.toFixed(2))
    .join(' / ');

async function measure(name: string, env: Record<string, string>, workers: number): Promise<Run> {
  const shop = await startShop(env, workers);
  try {
    const requests = await mixedRequests();
    await throughput(BASE, requests, CONNECTIONS, Math.min(5, SECONDS)); // warm-up: JIT, plans, the answer cache
    const samples: number[] = [];
    const sampling = setInterval(() => samples.push(residentKb(shop.pid) / 1024), 1000);
    samples.push(residentKb(shop.pid) / 1024);
    const result = await throughput(BASE, requests, CONNECTIONS, SECONDS);
    clearInterval(sampling);
    samples.push(residentKb(shop.pid) / 1024);
    const memory = {
      start: Math.round(samples[0]!),
      peak: Math.round(Math.max(...samples)),
      end: Math.round(samples[samples.length - 1]!),
      perMinute: samples.filter((_, i) => i % 60 === 0).map(Math.round),
    };
    console.log(`${name}: ${JSON.stringify(result)}, memory ${JSON.stringify(memory)}`);
    return { name, ...result, memory, load: loadNow() };
  } finally {
    await shop.stop();
  }
}

async function main() {
  const load = loadavg()[0]!;
  if (load >= 1 && process.env.BENCH_ANY_LOAD !== '1')
    throw new Error(`load average ${load.toFixed(2)}: other work runs on the machine, figures would not compare (BENCH_ANY_LOAD=1 runs anyway)`);
  const before = loadNow();
  const runs: Run[] = [];
  if (ONLY !== 'postgres') runs.push(await measure('PGlite (embedded)', { DATA_DIR: './.data-bench-mixed' }, 1));
  if (ONLY !== 'pglite') {
    const url = await serverDatabaseUrl();
    for (const workers of [1, 2]) runs.push(await measure(`PostgreSQL server, WORKERS=${workers}`, { DATABASE_URL: url }, workers));
  }
  const soak = SECTION === 'soak';
  const table = [
    BEGIN,
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`npm run bench:${soak ? 'soak' : 'mixed'}\`, on ${cpus().length} cores, 2,000 demo products,`,
    `${CONNECTIONS} connections for ${SECONDS} s after a 5-s warm-up; load average (1 / 5 min) ${before} before the run.`,
    '',
    '| database, processes | req/s | p50 | p99 | errors | resident memory: start / highest / end | load after |',
    '|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${r.memory.start} / ${r.memory.peak} / ${r.memory.end} MB | ${r.load} |`,
    ),
    ...(soak ? ['', `Resident memory at each minute of the soak: ${runs[0]?.memory.perMinute.join(', ')} MB.`] : []),
    END,
  ].join('\n');
  await writeDocSection(DOC, BEGIN, END, table);
  console.log(table);
}

await main();
