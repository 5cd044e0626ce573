/**
 * Reference data read on every request (cities, price lists) kept for `ttlMs` per argument list:
 * concurrent callers share one load, a changed row reaches shoppers within `ttlMs`, and a failed
 * load is forgotten at once so the next caller tries again.
 */
export function cachedFor<A extends readonly unknown[], T>(ttlMs: number, load: (...args: A) => Promise<T>, now: () => number = Date.now): (...args: A) => Promise<T> {
  const entries = new Map<string, { readonly at: number; readonly value: Promise<T> }>();
  return (...args) => {
    const key = JSON.stringify(args);
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const entry = { at: now(), value: load(...args) };
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
}
