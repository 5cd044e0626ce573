const KEY = 'checkout.saveTypedAddress';

/**
 * Whether the customer ticked «Сохранить адрес в профиле» in the delivery form, read when the order is
 * placed (another step of the page). Kept for the tab only: it belongs to this checkout, not the next one.
 */
export const saveAddressIntent = {
  read: (): boolean => {
    try {
      return window.sessionStorage.getItem(KEY) === '1';
    } catch {
      return false;
    }
  },
  write: (save: boolean): void => {
    try {
      if (save) window.sessionStorage.setItem(KEY, '1');
      else window.sessionStorage.removeItem(KEY);
    } catch {
      /* without storage the address is not saved; the order is unaffected */
    }
  },
};
