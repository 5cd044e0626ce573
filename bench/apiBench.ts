import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createServer } from 'node:http';
import { prepareDatabase } from '../composition-root/server/prepareDatabase';
import { serverContainer } from '../composition-root/server/serverContainer';
import { SERVER } from '../composition-root/server/modules/serverModule';
import { testShopConfig } from '../test-fixtures/testShop';
import { startCeilingServer } from './ceilingServer';
import { writeDocSection } from './docSection';
import { BENCH_CATEGORY } from './listedProducts';

/**
 * npm run bench:api: GET /web-api/v1/products/{id} under 50 connections for a first-time visitor (no cookie) and for an
 * anonymous visitor with a session, and a category page for a first-time visitor, each next to a bare Node endpoint
 * answering the same bytes, in one run, on PGlite with
 * the 2,000-product demo. autocannon runs in a process of its own, so the server under test has this process to itself.
 * The figures and the machine's load go into docs/performance.md between the markers. Not part of npm test.
 */
const PRODUCTS = Number(process.env.BENCH_API_PRODUCTS ?? 2_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const DOC = 'docs/performance.md';
const BEGIN = '<!-- bench:api begin -->';
const END = '<!-- bench:api end -->';

interface Load {
  readonly requestsPerSecond: number;
  readonly p99: number;
  readonly errors: number;
}

/** autocannon's own command in a child process: the load generator does not share the server's event loop. */
async function cannon(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const args = [
    'node_modules/autocannon/autocannon.js',
    '-j',
    '-c',
    String(CONNECTIONS),
    '-d',
    String(SECONDS),
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]),
    url,
  ];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { requests: { average: number }; latency: { p99: number }; errors: number; non2xx: number };
  return { requestsPerSecond: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  const loadBefore = loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const db = await prepareDatabase({ kind: 'pglite', dataDir }, PRODUCTS, (line) => console.log(`  ${line}`));
  // Served as startServer serves it: kept answers for strangers before the app.
  const server = createServer(serverContainer(testShopConfig(db, dataDir, { sessionSecret: 'bench-secret' })).get(SERVER.listener));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const { product_id: productId } = await db.selectFrom('product').select('product_id').orderBy('product_id').limit(1).executeTakeFirstOrThrow();
  const url = `${base}/web-api/v1/products/${productId}`;
  const first = await fetch(url);
  const body = Buffer.from(await first.arrayBuffer());
  // The kept answer's whole response as a stranger gets it (autocannon asks for no compression), less what Node adds.
  const hit = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  await hit.arrayBuffer();
  const hitHeaders = [...hit.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)).flat();
  const cookie = (await fetch(`${base}/web-api/v1/users/current`)).headers.get('set-cookie')!.split(';')[0]!;
  const pageUrl = `${base}${BENCH_CATEGORY}`;
  const pageBody = Buffer.from(await (await fetch(pageUrl, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());

  const stranger = await cannon(url);
  console.log(`first-time visitor (no cookie): ${stranger.requestsPerSecond} req/s, p99 ${stranger.p99} ms, ${stranger.errors} errors`);
  const session = await cannon(url, { cookie });
  console.log(`anonymous visitor with a session: ${session.requestsPerSecond} req/s, p99 ${session.p99} ms, ${session.errors} errors`);
  const page = await cannon(pageUrl);
  console.log(`category page, first-time visitor: ${page.requestsPerSecond} req/s, p99 ${page.p99} ms, ${page.errors} errors`);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.destroy();

  const ceilingOf = async (bytes: Buffer, headers?: readonly string[]) => {
    const bare = await startCeilingServer(bytes, headers);
    const measured = await cannon(`${bare.url}/`);
    await bare.close();
    return measured;
  };
  const ceiling = await ceilingOf(body);
  console.log(`ceiling (bare Node, same ${body.length}-byte answer): ${ceiling.requestsPerSecond} req/s, p99 ${ceiling.p99} ms`);
  const sameResponse = await ceilingOf(body, hitHeaders);
  console.log(
    `ceiling (bare Node, the same answer with the shop's ${hitHeaders.length / 2} headers): ${sameResponse.requestsPerSecond} req/s, p99 ${sameResponse.p99} ms`,
  );
  const pageCeiling = await ceilingOf(pageBody);
  console.log(`ceiling (bare Node, same ${pageBody.length}-byte page): ${pageCeiling.requestsPerSecond} req/s, p99 ${pageCeiling.p99} ms`);
  const loadAfter = loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

  const ratio = (n: number, of = ceiling) => (n / of.requestsPerSecond).toFixed(2);
  const table = [
    BEGIN,
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), PGlite, ${PRODUCTS} demo products,`,
    `${CONNECTIONS} connections for ${SECONDS} s each; load average (1 / 5 / 15 min) ${loadBefore} before the run, ${loadAfter} after.`,
    '',
    `| GET /web-api/v1/products/{id} (${body.length} bytes) | req/s | p99 | errors | × bare Node |`,
    '|---|---|---|---|---|',
    `| first-time visitor, no cookie | ${stranger.requestsPerSecond} | ${stranger.p99} ms | ${stranger.errors} | ${ratio(stranger.requestsPerSecond)} |`,
    `| anonymous visitor with a session | ${session.requestsPerSecond} | ${session.p99} ms | ${session.errors} | ${ratio(session.requestsPerSecond)} |`,
    `| bare Node endpoint, same body, its own 2 headers | ${ceiling.requestsPerSecond} | ${ceiling.p99} ms | ${ceiling.errors} | 1.00 |`,
    `| bare Node endpoint, same body and the shop's ${hitHeaders.length / 2} headers | ${sameResponse.requestsPerSecond} | ${sameResponse.p99} ms | ${sameResponse.errors} | ${ratio(sameResponse.requestsPerSecond)} |`,
    '',
    `A stranger's read against the bare endpoint sending the same response bytes (body and headers): ${ratio(stranger.requestsPerSecond, sameResponse)}.`,
    '',
    `| GET ${BENCH_CATEGORY} (${pageBody.length} bytes of HTML, uncompressed) | req/s | p99 | errors | × bare Node |`,
    '|---|---|---|---|---|',
    `| first-time visitor, no cookie | ${page.requestsPerSecond} | ${page.p99} ms | ${page.errors} | ${ratio(page.requestsPerSecond, pageCeiling)} |`,
    `| bare Node endpoint, same bytes | ${pageCeiling.requestsPerSecond} | ${pageCeiling.p99} ms | ${pageCeiling.errors} | 1.00 |`,
    END,
  ].join('\n');
  await writeDocSection(DOC, BEGIN, END, table);
  console.log(`figures written to ${DOC}`);
}

await main();
