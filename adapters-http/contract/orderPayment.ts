import * as t from 'io-ts';

/** Answer of GET /web-api/v1/orders/{n}/payment-tools (spec §7 Orders; shape not shown): tools to pay the order with now, empty once it needs no payment. */
export const OrderPaymentTools = t.type({
  paymentTools: t.array(t.type({ paymentTool: t.string, isSelected: t.boolean })),
});
export type OrderPaymentTools = t.TypeOf<typeof OrderPaymentTools>;

/** Body of POST /web-api/v1/orders/invoices/{n}/acquiring/_confirm/ (spec §7 Orders; body not shown): the tool to pay with, the order's when absent. */
export const ConfirmAcquiringRequest = t.exact(t.partial({ paymentTool: t.string }));

/** Answer of the acquiring confirmation: the acquirer's payment page for the new attempt. */
export const AcquiringPayment = t.type({ paymentUrl: t.string });
export type AcquiringPayment = t.TypeOf<typeof AcquiringPayment>;

/** Body of POST /web-api/v1/orders/{n}/payments/fps-subscription (spec §7 Orders): the payer's bank, by its FPS member id (12 digits, «100000000111»). */
export const FpsSubscriptionPaymentRequest = t.type({ bankId: t.refinement(t.string, (s) => /^\d{12}$/.test(s), 'FpsBankId') });
