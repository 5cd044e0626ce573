/**
 * Refusals of checkout calls the spec does not name (spec §7 POST /cart/payments, /cart/legal-entity);
 * codes and texts are the shop's, listed in docs/spec-coverage.md.
 */
export const CHECKOUT_REASON_MESSAGES = {
  PAYMENT_NOT_ALLOWED: 'Этот способ оплаты недоступен для выбранного способа получения',
} as const;
