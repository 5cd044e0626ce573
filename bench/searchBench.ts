import { cpus, loadavg } from 'node:os';
import { serve, type ServerType } from '@hono/node-server';
import type { DatabaseLocation } from '../adapters-storage/postgres/openDatabase';
import { prepareDatabase } from '../composition-root/server/prepareDatabase';
import { answerCache } from '../application/cache/answerCache';
import { SERVER } from '../composition-root/server/modules/serverModule';
import { serverContainer } from '../composition-root/server/serverContainer';
import { testShopConfig } from '../test-fixtures/testShop';
import { SEARCH_QUALITY_CASES } from '../test-fixtures/searchQuality';
import { postgresCatalogueSearch } from '../adapters-storage/postgres/postgresCatalogueSearch';
import { getAutoHints } from '../application/catalogue/getAutoHints';
import { NO_FILTERS } from '../application/catalogue/listingQuery';
import { searchCatalogue } from '../application/catalogue/searchCatalogue';
import { BENCH_PRODUCTS, pgliteLocation, serverLocation } from './benchDatabases';
import { startCeilingServer } from './ceilingServer';
import { callLatency, singleClientLatency, throughput, type Latency } from './measure';

/**
 * npm run bench: autocomplete and search API latency for one client, and search API throughput under
 * 50 connections next to a bare Node endpoint's, on the PostgreSQL server and on PGlite, with
 * BENCH_PRODUCTS (100,000) demo products. Not part of npm test. Figures go to docs/performance.md.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const HINTS = [
  'кр',
  'кро',
  'крос',
  'мяч',
  'nik',
  'адид',
  'rhjcc',
  'футб',
  'велос',
  'рюкз',
  'куртка ж',
  'шорты м',
  'new b',
  'гант',
  'коньк',
  'ракет',
  'тшлу',
  'сноу',
  'кроссовки на',
  'termo',
];
const searchBody = (text: string) => JSON.stringify({ url: `/catalog/product/search.do/?text=${encodeURIComponent(text)}` });

async function serveShop(location: DatabaseLocation) {
  const started = Date.now();
  const db = await prepareDatabase(location, BENCH_PRODUCTS, (line) => console.log(`  ${line}`));
  console.log(`  database ready in ${Date.now() - started} ms`);
  // The answer cache is off: the rounds repeat their requests, and kept answers would measure memory, not what a
  // search or listing the cache has not seen yet costs (bench:api and bench:mixed measure the cache).
  const container = serverContainer(testShopConfig(db, '.', { sessionSecret: 'bench-secret' }));
  container.rebind(SERVER.answers).toConstantValue(answerCache(undefined, { maxSize: 1, ttlMs: 1, sizeOf: () => 1 }, () => undefined));
  const app = container.get(SERVER.app);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    base,
    db,
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      await db.destroy();
    },
  };
}

const fmt = (l: Latency) =>
  `p50 ${l.p50.toFixed(1)} ms, p95 ${l.p95.toFixed(1)} ms, max ${l.max.toFixed(1)} ms, p95 of each request's best ${l.bestP95.toFixed(1)} ms (${l.count} requests)`;

async function benchBackend(name: string, location: DatabaseLocation) {
  console.log(`\n## ${name}, ${BENCH_PRODUCTS} products`);
  const shop = await serveShop(location);
  const headers = { 'content-type': 'application/json', origin: shop.base };
  const hints = await singleClientLatency(
    HINTS.map((q) => () => fetch(`${shop.base}/web-api/v1/products/auto-hints?query=${encodeURIComponent(q)}`)),
    ROUNDS,
  );
  console.log(`autocomplete, 1 client: ${fmt(hints)}`);
  const texts = SEARCH_QUALITY_CASES.map((c) => c.query);
  const search = await singleClientLatency(
    texts.map((q) => () => fetch(`${shop.base}/web-api/v1/catalog`, { method: 'POST', headers, body: searchBody(q) })),
    ROUNDS,
  );
  console.log(`search API (24 products + facets), 1 client: ${fmt(search)}`);
  const category = await singleClientLatency(
    ['muzhchinam', 'muzhchinam/obuv', 'zhenshchinam/odezhda/kurtki'].map(
      (p) => () => fetch(`${shop.base}/web-api/v1/catalog`, { method: 'POST', headers, body: JSON.stringify({ url: `/catalog/${p}/?brand=nike` }) }),
    ),
    ROUNDS,
  );
  console.log(`category listing with a brand filter, 1 client: ${fmt(category)}`);
  // The same work without HTTP, JSON and the app's other per-request steps: the use-cases straight on the storage.
  const storage = postgresCatalogueSearch(shop.db);
  const hintsDb = await callLatency(
    HINTS.map((q) => () => getAutoHints({ search: storage })(q)),
    ROUNDS,
  );
  console.log(`autocomplete use-case on the database, no HTTP: ${fmt(hintsDb)}`);
  const searchDb = await callLatency(
    texts.map((text) => () => searchCatalogue({ search: storage })({ text, filters: NO_FILTERS, orderBy: 'relevance', page: 1 })),
    ROUNDS,
  );
  console.log(`search use-case on the database, no HTTP: ${fmt(searchDb)}`);

  const requests = texts.map((q) => ({ method: 'POST' as const, path: '/web-api/v1/catalog', headers, body: searchBody(q) }));
  const load = await throughput(shop.base, requests, CONNECTIONS, SECONDS);
  const sample = Buffer.from(await (await fetch(`${shop.base}/web-api/v1/catalog`, { method: 'POST', headers, body: searchBody('кроссовки') })).arrayBuffer());
  await shop.close();

  const ceilingServer = await startCeilingServer(sample);
  const ceiling = await throughput(
    ceilingServer.url,
    requests.map((r) => ({ ...r, path: '/' })),
    CONNECTIONS,
    SECONDS,
  );
  await ceilingServer.close();
  console.log(`search API, ${CONNECTIONS} connections: ${load.requestsPerSecond} req/s (p97.5 ${load.p97_5} ms, errors ${load.errors})`);
  console.log(`ceiling (bare Node, same ${sample.length}-byte answer), ${CONNECTIONS} connections: ${ceiling.requestsPerSecond} req/s`);
  console.log(
    `load average now ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  );
}

// Other work on the machine skews every figure: say how busy it was.
console.log(
  `${cpus().length} CPUs, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} at start`,
);
const only = process.env.BENCH_ONLY;
if (!only || only === 'postgres') await benchBackend('PostgreSQL server', await serverLocation());
if (!only || only === 'pglite') await benchBackend('PGlite', pgliteLocation());
