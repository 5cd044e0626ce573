import { describe, expect, it } from 'vitest';
import { showsReducedHeader } from './reducedHeader';

describe('the reduced header (spec §2 Routes /giftcard/cart, /profile/order_return/{n}; operators as on /cart/)', () => {
  it('frames the gift-card cart and the return form for shoppers', () => {
    for (const path of ['/giftcard/cart', '/giftcard/cart/', '/profile/order_return/1000123']) expect(showsReducedHeader(path, false)).toBe(true);
    expect(showsReducedHeader('/giftcard/')).toBe(false);
  });
  it('gives call-centre operators the full header there, as the cart page does', () => {
    for (const path of ['/giftcard/cart', '/giftcard/cart/', '/profile/order_return/1000123']) expect(showsReducedHeader(path, true)).toBe(false);
  });
});
