import type { CheckoutState } from '../checkout/checkoutState';

/**
 * The phone an order proves it belongs to (spec §7 POST /cart/phone/_verify, §2 /profile/order_history/; issue 14):
 * the owner's phone when it was confirmed by an SMS code for the cart it was placed from, else none. An order
 * placed without signing in is the customer's whose phone this is — now or once they sign up; a phone only
 * typed, never confirmed, claims nothing (docs/orders.md, Guest orders).
 */
export function verifiedOrderPhone(checkout: CheckoutState, ownerPhone: string): string | null {
  return checkout.verifiedPhones.includes(ownerPhone) ? ownerPhone : null;
}
