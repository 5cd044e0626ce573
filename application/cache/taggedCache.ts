import { LRUCache } from 'lru-cache';
import { ALL_TAG } from './answerTags';

interface Entry<T> {
  readonly value: T;
  readonly tags: readonly string[];
}

export interface TaggedCacheOptions<T> {
  /** The most the entries may weigh together, in bytes: each its value's `sizeOf`, its key and its tags. */
  readonly maxSize: number;
  /** The bytes a value holds. */
  readonly sizeOf: (value: T) => number;
  /** How long an entry is kept at most. */
  readonly ttlMs: number;
  /**
   * How long after a change to its tags a fill is still not kept: reads from a replica may lag behind the
   * change they were told of (0: reads are as new as the news).
   */
  readonly settleMs?: number;
  readonly now?: () => number;
}

/**
 * What a string may hold in memory: two bytes a character at most. A key carries a request's body (a listing's
 * filters, up to the API's 64 KB), so keys weigh in the bound as much as the answers do.
 */
export const stringBytes = (text: string) => text.length * 2;

/** Invalidations remembered to judge a fill that was under way while they came. */
const RECENT_DROPS = 256;

/**
 * Answers kept in memory under a key, each with the tags of what it was made from: `drop(tags)` removes
 * exactly the entries carrying one of them. Bounded by bytes (least recently used go first) and by age
 * (`ttlMs`), which also bounds what no change announces (a price that ends at a date).
 */
export function taggedCache<T extends {}>(options: TaggedCacheOptions<T>) {
  const byTag = new Map<string, Set<string>>();
  const entries = new LRUCache<string, Entry<T>>({
    maxSize: options.maxSize,
    sizeCalculation: (entry, key) => Math.max(1, options.sizeOf(entry.value) + stringBytes(key) + entry.tags.reduce((sum, tag) => sum + stringBytes(tag), 0)),
    ttl: options.ttlMs,
    dispose: (entry, key) => {
      for (const tag of entry.tags) {
        const keys = byTag.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) byTag.delete(tag);
      }
    },
  });
  const { settleMs = 0, now = Date.now } = options;
  let generation = 0;
  const recent: { readonly generation: number; readonly at: number; readonly tags: ReadonlySet<string> }[] = [];

  /**
   * Whether a change since `since` touched any of `tags` (or may have: the record no longer reaches back),
   * or one did less than `settleMs` ago.
   */
  const staleSince = (since: number, tags: readonly string[]) => {
    const touches = (drop: (typeof recent)[number]) => drop.tags.has(ALL_TAG) || tags.some((t) => drop.tags.has(t));
    const settling = now() - settleMs;
    if (settleMs > 0 && recent.some((drop) => drop.at > settling && touches(drop))) return true;
    if (since === generation) return false;
    if (recent.length === 0 || recent[0]!.generation > since + 1) return true;
    return recent.some((drop) => drop.generation > since && touches(drop));
  };

  return {
    get: (key: string): T | undefined => entries.get(key)?.value,
    /** Where a fill starts: `put` refuses what a change made stale while it was being made. */
    generation: () => generation,
    /** Keeps `value` unless a change to its tags came since `since`; whether it was kept. */
    put: (key: string, value: T, tags: readonly string[], since: number): boolean => {
      if (staleSince(since, tags)) return false;
      entries.set(key, { value, tags });
      for (const tag of tags) {
        const keys = byTag.get(tag) ?? new Set<string>();
        keys.add(key);
        byTag.set(tag, keys);
      }
      return true;
    },
    drop: (tags: readonly string[]) => {
      generation += 1;
      recent.push({ generation, at: now(), tags: new Set(tags) });
      if (recent.length > RECENT_DROPS) recent.shift();
      if (tags.includes(ALL_TAG)) entries.clear();
      else for (const tag of tags) for (const key of [...(byTag.get(tag) ?? [])]) entries.delete(key);
    },
  };
}
