/**
 * Committed changes to what cached answers are made of, from whichever process made them
 * (PostgreSQL LISTEN/NOTIFY on a server, PGlite's own notifications in process).
 */
export interface ChangeFeed {
  /**
   * Calls `changed` with the tags (answerTags.ts) each change made stale; `listening(false)` when changes may be
   * missed from then on (the connection was lost) and `listening(true)` once they are heard again.
   * Resolves once first listening; rejects when it cannot listen.
   */
  readonly listen: (changed: (tags: readonly string[]) => void, listening: (on: boolean) => void) => Promise<void>;
}
