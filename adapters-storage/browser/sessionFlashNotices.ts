import type { FlashNotices } from '../../application/shell/FlashNotices';

const KEY = 'flashNotices';

/** Flash messages in session storage: this tab only, gone when read (application/shell/FlashNotices.ts). */
export function sessionFlashNotices(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): FlashNotices {
  const read = (): string[] => {
    try {
      const value: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
      return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
    } catch {
      return [];
    }
  };
  return {
    keep: (texts) => {
      if (texts.length === 0) return;
      try {
        storage.setItem(KEY, JSON.stringify([...read(), ...texts]));
      } catch {
        // Storage refused (private mode): the cart itself still shows what it holds.
      }
    },
    take: () => {
      const texts = read();
      try {
        storage.removeItem(KEY);
      } catch {
        // As above.
      }
      return texts;
    },
  };
}
