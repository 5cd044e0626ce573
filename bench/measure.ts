import autocannon from 'autocannon';

export interface Latency {
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
  readonly count: number;
  /** p95 over the calls of each one's fastest round: what the code costs, less what other work on the machine adds. */
  readonly bestP95: number;
}

/** Milliseconds at a percentile of sorted samples (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ascending = (a: number, b: number) => a - b;

/** One call at a time, each call `rounds` times after a warm-up round (plans, caches, JIT). */
export async function callLatency(calls: readonly (() => Promise<unknown>)[], rounds: number): Promise<Latency> {
  for (const call of calls) await call();
  const samples: number[] = [];
  const best = calls.map(() => Number.POSITIVE_INFINITY);
  for (let round = 0; round < rounds; round++) {
    for (const [i, call] of calls.entries()) {
      const t0 = performance.now();
      await call();
      const ms = performance.now() - t0;
      samples.push(ms);
      best[i] = Math.min(best[i]!, ms);
    }
  }
  samples.sort(ascending);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    max: samples[samples.length - 1]!,
    count: samples.length,
    bestP95: percentile(best.sort(ascending), 95),
  };
}

/** One client, one request at a time, over HTTP with keep-alive: each request's time to the full body. */
export function singleClientLatency(requests: readonly (() => Promise<Response>)[], rounds: number): Promise<Latency> {
  return callLatency(
    requests.map((request) => async () => {
      const res = await request();
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`status ${res.status}`);
    }),
    rounds,
  );
}

export interface Throughput {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p97_5: number;
  readonly p99: number;
  readonly errors: number;
}

/** autocannon with the given connections, cycling through the requests. */
export async function throughput(url: string, requests: autocannon.Request[], connections: number, seconds: number): Promise<Throughput> {
  const result = await autocannon({ url, connections, duration: seconds, requests });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
