import type { PaymentRepository } from '../payment/PaymentRepository';

/**
 * Order payments with gift-card invoice payments behind them: an acquirer notification names our payment id
 * only, so a payment the orders do not know is tried as an invoice's (spec §9 EGC_ONLINE). The notification is
 * already recorded by then; the invoice's own state makes a repeat change nothing.
 */
export function withInvoiceReports(orders: PaymentRepository, invoices: Pick<PaymentRepository, 'applyReport'>): PaymentRepository {
  return {
    ...orders,
    applyReport: async (target, decide) => {
      const outcome = await orders.applyReport(target, decide);
      return outcome._tag === 'UNKNOWN_PAYMENT' ? invoices.applyReport({ provider: target.provider, paymentId: target.paymentId }, decide) : outcome;
    },
  };
}
