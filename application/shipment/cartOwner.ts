/**
 * Whose cart a shipment call acts on. The session owner keeps the chosen location; the cart key is the
 * owner key itself for the regular cart and `<owner>:FAST` for the one-product fast cart, so a fast
 * checkout never touches the regular cart (spec §3 Cart types REGULAR, FAST; §7 cart calls take cartType).
 */
export interface CartOwner {
  readonly ownerKey: string;
  readonly cartKey: string;
}

const FAST_SUFFIX = ':FAST';

/** The owner of the regular cart or of the fast cart. */
export function cartOwner(ownerKey: string, cartType: 'REGULAR' | 'FAST'): CartOwner {
  return { ownerKey, cartKey: cartType === 'FAST' ? `${ownerKey}${FAST_SUFFIX}` : ownerKey };
}

/** The customer id of a signed-in owner or cart key (`customer:<id>`, `customer:<id>:FAST`); anonymous sessions have none. */
export function customerIdOf(key: string): string | null {
  const [kind, id, ...rest] = ownerOfCart(key).ownerKey.split(':');
  return kind === 'customer' && id && rest.length === 0 ? id : null;
}

/** The owner of a cart key: the session owner and the cart key itself. */
export function ownerOfCart(cartKey: string): CartOwner {
  return { ownerKey: cartKey.endsWith(FAST_SUFFIX) ? cartKey.slice(0, -FAST_SUFFIX.length) : cartKey, cartKey };
}
