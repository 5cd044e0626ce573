/** A search the shopper started, with when (spec §4 Search: stored with a timestamp). */
export interface SearchHistoryEntry {
  readonly text: string;
  /** Milliseconds since the epoch. */
  readonly at: number;
}

/** Where the browser keeps the last search (session storage). */
export interface SearchHistory {
  readonly remember: (entry: SearchHistoryEntry) => void;
}
