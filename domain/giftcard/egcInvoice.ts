import type { OrderStatus } from '../order/orderStatus';

/**
 * An e-gift-card invoice (spec §7 GET /egc/invoices/{n}): CART while the buyer fills it, AWAITING_PAYMENT
 * once sent to pay (its lines then fixed), PAID when the acquirer confirmed it and the cards were issued.
 */
export type EgcInvoiceStatus = 'CART' | 'AWAITING_PAYMENT' | 'PAID';

/** Issued cards are valid for this many months from payment (our choice, as Russian sports retailers do: one year). */
export const EGC_VALIDITY_MONTHS = 12;

/** The last moment an issued card can be spent (spec §3 Gift card; validity EGC_VALIDITY_MONTHS from payment). */
export function egcExpiry(paidAt: Date): Date {
  const expiry = new Date(paidAt.getTime());
  expiry.setUTCMonth(expiry.getUTCMonth() + EGC_VALIDITY_MONTHS);
  return expiry;
}

/**
 * An invoice's state as the order payment rules see it (spec §9 EGC_ONLINE), so the one payment transition
 * decides for orders and invoices alike: a CART is not payable, as an order placed without payment.
 */
export function invoiceAsOrderStatus(status: EgcInvoiceStatus): OrderStatus {
  return status === 'CART' ? 'CREATED' : status;
}

/** Labels of invoice states for the buyer (spec §7 GET /egc/invoices/{n}; wording the shop's). */
export const EGC_INVOICE_LABELS: Readonly<Record<EgcInvoiceStatus, string>> = {
  CART: 'Не оплачен',
  AWAITING_PAYMENT: 'Ожидает оплаты',
  PAID: 'Оплачен',
};
