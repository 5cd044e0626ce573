import * as E from 'fp-ts/Either';
import { wayTakesAmount, type OrderPaymentWay } from '../../domain/payment/orderPaymentWays';
import type { Viewer } from '../auth/currentUser';
import { payableOrder } from './orderPaymentTools';
import { startPayment, type StartPaymentDeps, type StartPaymentFailure } from './startPayment';

/**
 * POST /orders/{n}/credit-payment, bnpl-…, payments/yandex-pay, payments/fps-subscription (spec §7 Orders):
 * the owner pays an order awaiting payment by credit, instalments, Yandex Pay or FPS — an acquirer attempt
 * of that tool, answered as its page. A retry while it is pending answers the same page (startPayment).
 */
export const payOrderBy =
  (deps: StartPaymentDeps) =>
  async (
    viewer: Viewer,
    orderNumber: string,
    way: OrderPaymentWay,
  ): Promise<E.Either<StartPaymentFailure | 'AMOUNT_NOT_FINANCED', { readonly paymentUrl: string }>> => {
    const order = await payableOrder(deps.payments)(viewer, orderNumber);
    if (!order) return E.left('ORDER_NOT_FOUND');
    if (order.status === 'AWAITING_PAYMENT' && !wayTakesAmount(way, order.amountToPay)) return E.left('AMOUNT_NOT_FINANCED');
    return startPayment(deps)(orderNumber, way);
  };
