import { ALL_TAG } from './answerTags';
import type { ChangeFeed } from './ChangeFeed';
import { taggedCache, type TaggedCacheOptions } from './taggedCache';

/**
 * Shared answers kept while the changes that make them stale are heard: from the first notification on,
 * every announced change drops exactly the answers it touches. Off while not listening (before the feed
 * answers, after a lost connection until it is back, or with no feed at all): a missed change must never leave
 * a stale answer, so losing the feed drops everything.
 */
export function answerCache<T extends {}>(feed: ChangeFeed | undefined, options: TaggedCacheOptions<T>, log: (line: string) => void) {
  const store = taggedCache<T>(options);
  let on = false;
  const ready = feed
    ?.listen(
      (tags) => store.drop(tags),
      (listening) => {
        if (!listening) store.drop([ALL_TAG]);
        on = listening;
      },
    )
    .catch((error: unknown) => log(`answer cache off: cannot listen to the database's changes (${error instanceof Error ? error.message : String(error)})`));
  return {
    /** Resolves once the cache knows whether it is on. */
    ready: ready ?? Promise.resolve(),
    isOn: () => on,
    get: store.get,
    generation: store.generation,
    put: store.put,
  };
}

export type AnswerCache<T extends {}> = ReturnType<typeof answerCache<T>>;
