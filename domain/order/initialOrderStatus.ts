import Decimal from 'decimal.js';
import { isOnReceipt, type PaymentMethod } from '../payment/paymentMethods';
import type { OrderStatus } from './orderStatus';

/**
 * The state an order starts in (spec §9 Payment methods): paid on receipt or by invoice (CASHLESS), or
 * with nothing left to pay online, it is CREATED; otherwise it awaits its online payment.
 */
export function initialOrderStatus(method: PaymentMethod, amountToPay: Decimal.Value): OrderStatus {
  if (isOnReceipt(method) || method === 'CASHLESS' || new Decimal(amountToPay).isZero()) return 'CREATED';
  return 'AWAITING_PAYMENT';
}
