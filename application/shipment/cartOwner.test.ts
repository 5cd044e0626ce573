import { describe, expect, it } from 'vitest';
import { cartOwner, customerIdOf, ownerOfCart } from './cartOwner';

describe('cart owner keys (spec §3 Cart types REGULAR, FAST)', () => {
  it('finds the signed-in customer behind the regular and the fast cart, and none behind a session', () => {
    expect(customerIdOf('customer:c-1')).toBe('c-1');
    expect(customerIdOf(cartOwner('customer:c-1', 'FAST').cartKey)).toBe('c-1');
    expect(customerIdOf('session:s-1')).toBeNull();
    expect(customerIdOf('session:s-1:FAST')).toBeNull();
    expect(customerIdOf('customer:')).toBeNull();
  });

  it('gives back the session owner of either cart', () => {
    expect(ownerOfCart(cartOwner('session:s-1', 'FAST').cartKey)).toEqual({ ownerKey: 'session:s-1', cartKey: 'session:s-1:FAST' });
    expect(ownerOfCart('session:s-1')).toEqual({ ownerKey: 'session:s-1', cartKey: 'session:s-1' });
  });
});
