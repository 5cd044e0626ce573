import autocannon from 'autocannon';

export interface Latency {
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
  readonly count: number;
}

/** Milliseconds at a percentile of sorted samples (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One client, one request at a time, over HTTP with keep-alive: each request's time to the full body. */
export async function singleClientLatency(requests: readonly (() => Promise<Response>)[], rounds: number): Promise<Latency> {
  for (const r of requests) await (await r()).arrayBuffer(); // warm-up: plans, caches, JIT
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const r of requests) {
      const t0 = performance.now();
      const res = await r();
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`status ${res.status}`);
      samples.push(performance.now() - t0);
    }
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples[samples.length - 1]!, count: samples.length };
}

export interface Throughput {
  readonly requestsPerSecond: number;
  readonly p97_5: number;
  readonly errors: number;
}

/** autocannon with the given connections, cycling through the requests. */
export async function throughput(url: string, requests: autocannon.Request[], connections: number, seconds: number): Promise<Throughput> {
  const result = await autocannon({ url, connections, duration: seconds, requests });
  return { requestsPerSecond: Math.round(result.requests.average), p97_5: result.latency.p97_5, errors: result.errors + result.non2xx };
}
