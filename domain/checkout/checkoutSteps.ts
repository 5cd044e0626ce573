/** Checkout steps in order (spec §2 Checkout steps). */
export const CHECKOUT_STEPS = ['shipment', 'contacts', 'payment', 'privacy', 'subscription'] as const;

/** A checkout step (spec §2). */
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The step's number as its heading shows it, 1 for shipment to 5 for subscription (spec §2 Checkout steps). */
export function stepNumber(step: CheckoutStep): number {
  return CHECKOUT_STEPS.indexOf(step) + 1;
}
