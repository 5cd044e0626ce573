import * as E from 'fp-ts/Either';
import type { OrderStatus } from '../../domain/order/orderStatus';
import { paymentTransition, type PaymentStatus } from '../../domain/payment/paymentTransition';
import type { PaymentDeps } from './startPayment';

/** An order's payment as the thank-you page shows it: the order's state and its newest attempt's. */
export interface OrderPaymentState {
  readonly orderStatus: OrderStatus;
  readonly paymentStatus: PaymentStatus | null;
}

/**
 * On the payer's return (spec §4 /cart/thanks/{orderNumber}/): asks the acquirer about the newest
 * pending attempt of an order awaiting payment and applies the answer exactly as a notification, so
 * whichever comes first pays and the other changes nothing. An unreachable acquirer leaves it pending.
 */
export const reconcilePayment =
  (deps: PaymentDeps) =>
  async (orderNumber: string): Promise<OrderPaymentState | undefined> => {
    // The payment first: a payment and its order change in one transaction, so an order read after is never older.
    const latest = await deps.payments.latestPayment(orderNumber);
    const order = await deps.payments.findOrder(orderNumber);
    if (!order) return undefined;
    if (order.status !== 'AWAITING_PAYMENT' || latest?.status !== 'PENDING' || !latest.providerPaymentId || latest.provider !== deps.gateway.provider) {
      return { orderStatus: order.status, paymentStatus: latest?.status ?? null };
    }
    const report = await deps.gateway.paymentStatus(latest.providerPaymentId);
    if (E.isRight(report)) {
      await deps.payments.applyReport({ provider: latest.provider, paymentId: latest.id }, (current) => paymentTransition(current, report.right));
    }
    const newest = await deps.payments.latestPayment(orderNumber);
    const after = await deps.payments.findOrder(orderNumber);
    return { orderStatus: after?.status ?? order.status, paymentStatus: newest?.status ?? null };
  };
