const KEY = 'checkout.lastSavedAddress';

/**
 * The saved address this browser chose last at checkout, preselected next time. Kept in the browser: a
 * preference, not an order fact; storage may be off (private mode), then the first address is preselected.
 */
export const lastUsedAddress = {
  read: (): string | null => {
    try {
      return window.localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  write: (id: string): void => {
    try {
      window.localStorage.setItem(KEY, id);
    } catch {
      /* the first address is preselected instead */
    }
  },
};
