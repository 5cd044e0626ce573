import type { acceptPaymentNotification } from '../../application/payment/acceptPaymentNotification';
import type { orderPaymentTools } from '../../application/payment/orderPaymentTools';
import type { payOrderBy } from '../../application/payment/payOrderBy';
import type { reconcilePayment } from '../../application/payment/reconcilePayment';
import type { retryPayment } from '../../application/payment/retryPayment';
import type { startPayment } from '../../application/payment/startPayment';
import type { supersedePendingPayments } from '../../application/payment/supersedePendingPayments';

/** Online payment use-cases, given their gateway and storage by the composition root. */
export interface PaymentUseCases {
  readonly startPayment: ReturnType<typeof startPayment>;
  readonly reconcilePayment: ReturnType<typeof reconcilePayment>;
  readonly acceptPaymentNotification: ReturnType<typeof acceptPaymentNotification>;
  readonly orderPaymentTools: ReturnType<typeof orderPaymentTools>;
  readonly retryPayment: ReturnType<typeof retryPayment>;
  readonly payOrderBy: ReturnType<typeof payOrderBy>;
  /** Before an operator changes an order's amount (docs/orders.md); absent, nothing is cancelled first. */
  readonly supersedePendingPayments?: ReturnType<typeof supersedePendingPayments>;
}
