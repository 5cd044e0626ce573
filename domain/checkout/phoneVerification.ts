import type { CheckoutState } from './checkoutState';

/**
 * Whether the owner's phone must still be confirmed by an SMS code before the order is placed
 * (spec §8 PHONE_VERIFICATION_CODE_REQUIRED, §7 POST /cart/phone/_verify): not when it is the
 * signed-in customer's own phone (confirmed at sign-in) or was confirmed for this cart.
 */
export function phoneVerificationRequired(checkout: CheckoutState, customerPhone: string | null): boolean {
  const phone = checkout.owner?.phone;
  if (!phone) return false;
  return phone !== customerPhone && !checkout.verifiedPhones.includes(phone);
}
