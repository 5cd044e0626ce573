const KEY = 'productHistory';
/** Products remembered at most; the oldest view drops out first. */
export const PRODUCT_HISTORY_LIMIT = 20;

type Entry = readonly [productId: string, url: string];
const isEntry = (e: unknown): e is Entry => Array.isArray(e) && e.length === 2 && typeof e[0] === 'string' && typeof e[1] === 'string';

/**
 * Product history in local storage (spec §4: maps product id to url). Kept as [id, url] pairs,
 * oldest first: a JSON object would reorder numeric ids and lose which view was the latest.
 */
export function localProductHistory(storage: Pick<Storage, 'getItem' | 'setItem'>) {
  const entries = (): Entry[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      return [];
    }
  };
  return {
    read: (): ReadonlyMap<string, string> => new Map(entries()),
    remember: (productId: string, url: string): void => {
      const next = [...entries().filter(([id]) => id !== productId), [productId, url] as const].slice(-PRODUCT_HISTORY_LIMIT);
      try {
        storage.setItem(KEY, JSON.stringify(next));
      } catch {
        // Storage refused (private mode): history is not kept.
      }
    },
  };
}
