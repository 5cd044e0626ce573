import type { SearchHistory } from '../../application/catalogue/SearchHistory';

const KEY = 'searchQuery';

/** The last search text with its timestamp, in session storage (spec §4 Search). */
export function sessionSearchHistory(storage: Pick<Storage, 'setItem'>): SearchHistory {
  return {
    remember: (entry) => {
      try {
        storage.setItem(KEY, JSON.stringify({ text: entry.text, timestamp: entry.at }));
      } catch {
        // Storage refused (private mode): the search still runs.
      }
    },
  };
}
