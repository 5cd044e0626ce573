import { describe, expect, it } from 'vitest';
import { showsReducedHeader } from './reducedHeader';

describe('the reduced header (spec §2 Routes /cart/, /giftcard/cart, /profile/order_return/{n}; §6 operators)', () => {
  const reduced = ['/cart/', '/cart', '/giftcard/cart', '/giftcard/cart/', '/profile/order_return/1000123'];
  it('frames the cart and its checkout, the gift-card cart and the return form for shoppers', () => {
    for (const path of reduced) expect(showsReducedHeader(path, false)).toBe(true);
    for (const path of ['/giftcard/', '/cart/thanks/1000123/', '/']) expect(showsReducedHeader(path)).toBe(false);
  });
  it('gives call-centre operators the full header there', () => {
    for (const path of reduced) expect(showsReducedHeader(path, true)).toBe(false);
  });
});
