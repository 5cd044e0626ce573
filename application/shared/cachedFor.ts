/**
 * Data read on every request (cities, price lists, the day's offer) kept for `ttlMs` per argument list:
 * concurrent callers share one load, a change reaches shoppers within `ttlMs`, a failed load is
 * forgotten at once so the next caller tries again, and expired entries go on the next load.
 */
export function cachedFor<A extends readonly unknown[], T>(
  ttlMs: number,
  load: (...args: A) => Promise<T>,
  now: () => number = Date.now,
): (...args: A) => Promise<T> {
  const entries = new Map<string, { readonly at: number; readonly value: Promise<T> }>();
  return (...args) => {
    const key = JSON.stringify(args);
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    for (const [k, e] of entries) if (now() - e.at >= ttlMs) entries.delete(k);
    const entry = { at: now(), value: load(...args) };
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
}
