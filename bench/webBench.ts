import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeDocSection } from './docSection';
import { BENCH_CATEGORY, listedProductIds } from './listedProducts';

/**
 * npm run bench:web: Lighthouse's mobile preset (simulated slow 4G, 4× slower CPU, a phone's screen) in
 * the machine's Chromium on the pages most shoppers see — home, a category, a product, search results and
 * a cart with goods — against the real server (production build, PGlite, the 2,000-product demo), each
 * page RUNS times; the medians go into docs/performance.md between the markers. Not part of npm test.
 */
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3400);
const DATA_DIR = process.env.BENCH_WEB_DATA_DIR ?? './.data-bench-web';
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const DOC = 'docs/performance.md';
const BEGIN = '<!-- bench:web begin -->';
const END = '<!-- bench:web end -->';

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  tti: number;
  si: number;
  scriptBytes: number;
}

async function startServer(): Promise<() => void> {
  const server = spawn(process.execPath, ['--max-semi-space-size=16', '--heap-growing-percent=50', '--import', 'tsx', 'composition-root/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${BASE}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return () => server.kill();
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('the server did not start');
}

/** The session cookie of a cart holding two products of the category. */
async function cartCookie(productIds: readonly string[]): Promise<string> {
  let cookie = '';
  for (const productId of productIds) {
    const product = (await (await fetch(`${BASE}/web-api/v1/products/${productId}`)).json()) as { sizes: { id: string; isAvailableOnline: boolean }[] };
    const size = product.sizes.find((s) => s.isAvailableOnline) ?? product.sizes[0]!;
    const res = await fetch(`${BASE}/web-api/v1/cart/products/_set-quantity`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ items: [{ productId, wareId: size.id, quantity: 1 }] }),
    });
    cookie ||= (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  }
  return cookie;
}

async function pages(): Promise<[string, string, Record<string, string>][]> {
  const ids = await listedProductIds(BASE);
  const cookie = await cartCookie(ids.slice(0, 2));
  return [
    ['home', '/', {}],
    ['category', BENCH_CATEGORY, {}],
    ['product', `/product/${ids[0]}/`, {}],
    ['search results', `/catalog/product/search.do/?text=${encodeURIComponent('кроссовки')}`, {}],
    ['cart with goods', '/cart/', { cookie }],
  ];
}

/** One Lighthouse run's figures, or undefined when it could not measure them (a runtime error, an audit without a value). */
async function measure(port: number, path: string, headers: Record<string, string>): Promise<Figures | undefined> {
  const result = await lighthouse(`${BASE}${path}`, { port, output: 'json', onlyCategories: ['performance'], extraHeaders: headers, logLevel: 'error' });
  if (!result) throw new Error(`no Lighthouse result for ${path}`);
  const audit = (id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (result.lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const figures: Figures = {
    score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    tti: audit('interactive'),
    si: audit('speed-index'),
    scriptBytes: scripts.filter((r) => r.resourceType === 'Script').reduce((n, r) => n + (r.transferSize ?? 0), 0),
  };
  const unmeasured = Object.entries(figures).filter(([, value]) => Number.isNaN(value));
  if (!result.lhr.runtimeError && unmeasured.length === 0) return figures;
  console.warn(`${path}: run dropped (${result.lhr.runtimeError?.code ?? `no value for ${unmeasured.map(([key]) => key).join(', ')}`})`);
  return undefined;
}

/** RUNS measured runs of a page; a dropped run is taken again, up to as many times as RUNS. */
async function measuredRuns(port: number, path: string, headers: Record<string, string>): Promise<{ readonly runs: Figures[]; readonly dropped: number }> {
  const runs: Figures[] = [];
  let dropped = 0;
  while (runs.length < RUNS && dropped < RUNS) {
    const figures = await measure(port, path, headers);
    if (figures) runs.push(figures);
    else dropped++;
  }
  if (runs.length === 0) throw new Error(`Lighthouse measured none of ${dropped} runs of ${path}`);
  return { runs, dropped };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  const stop = await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const rows: string[] = [];
  try {
    for (const [name, path, headers] of await pages()) {
      const { runs, dropped } = await measuredRuns(chrome.port, path, headers);
      const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
      const row = `| ${name}${dropped ? ` (${runs.length} runs, ${dropped} dropped)` : ''} | ${m('score')} | ${s(m('fcp'))} | ${s(m('lcp'))} | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${s(m('si'))} | ${s(m('tti'))} | ${(m('scriptBytes') / 1024).toFixed(1)} KB |`;
      console.log(row);
      rows.push(row);
    }
  } finally {
    chrome.kill();
    stop();
  }
  const table = [
    BEGIN,
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${RUNS} runs a page (medians), load average before the run ${load}.`,
    '',
    '| page | score | FCP | LCP | TBT | CLS | Speed Index | interactive | scripts transferred |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    END,
  ].join('\n');
  await writeDocSection(DOC, BEGIN, END, table);
  console.log(`figures written to ${DOC}`);
}

await main();
