import { describe, expect, it } from 'vitest';
import { showsNavbar } from './navbar';

describe('the phones’ navigation bar (spec §2 Routes /cart/, Profile routes)', () => {
  it('is left out of the cart, its checkout, the gift-card cart and the return form', () => {
    for (const path of ['/cart/', '/cart', '/giftcard/cart', '/giftcard/cart/', '/profile/order_return/1000123']) expect(showsNavbar(path)).toBe(false);
  });
  it('shows everywhere else, the thank-you page included', () => {
    for (const path of ['/', '/catalog/muzhchinam/', '/cart/thanks/1000123/', '/giftcard/', '/profile/order_history/1000123', '/product/1/'])
      expect(showsNavbar(path)).toBe(true);
  });
});
