/** Checkout steps in order (spec §2 Checkout steps). */
export const CHECKOUT_STEPS = ['shipment', 'contacts', 'payment', 'privacy', 'subscription'] as const;

/** A checkout step (spec §2). */
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The step's number, 1 for shipment to 5 for subscription (spec §2). */
export function stepNumber(step: CheckoutStep): number {
  return CHECKOUT_STEPS.indexOf(step) + 1;
}

/** The step after this one, null after subscription (spec §2). */
export function nextStep(step: CheckoutStep): CheckoutStep | null {
  return CHECKOUT_STEPS[stepNumber(step)] ?? null;
}

/** The step before this one, null before shipment (spec §2). */
export function previousStep(step: CheckoutStep): CheckoutStep | null {
  return stepNumber(step) > 1 ? CHECKOUT_STEPS[stepNumber(step) - 2]! : null;
}
