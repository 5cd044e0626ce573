import type { FirstSeenStore } from '../../application/shell/locationViewModel';

const KEY = 'locationFirstSeen';

/** The first-seen time of an unconfirmed location in local storage (spec §4 Location). */
export function localFirstSeenStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): FirstSeenStore {
  return {
    read: () => {
      try {
        const value = Number(storage.getItem(KEY));
        return storage.getItem(KEY) !== null && Number.isFinite(value) ? value : null;
      } catch {
        return null;
      }
    },
    write: (value) => {
      try {
        if (value === null) storage.removeItem(KEY);
        else storage.setItem(KEY, String(value));
      } catch {
        // Storage refused: auto-confirm counts from this page load.
      }
    },
  };
}
