const KEY = 'cookieAgreement';

/** The shopper's agreement to cookies, kept in local storage (spec §4 Cookie notice: closing stores agreement). */
export function localCookieAgreement(storage: Pick<Storage, 'getItem' | 'setItem'>) {
  return {
    stored: (): boolean => {
      try {
        return storage.getItem(KEY) === 'true';
      } catch {
        return false;
      }
    },
    store: (): void => {
      try {
        storage.setItem(KEY, 'true');
      } catch {
        // Storage refused (private mode): the notice shows again next time.
      }
    },
  };
}
