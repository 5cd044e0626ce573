import * as E from 'fp-ts/Either';
import type { Viewer } from '../auth/currentUser';
import { ONLINE_PAYMENT_TOOLS, payableOrder } from './orderPaymentTools';
import { startPayment, type StartPaymentDeps, type StartPaymentFailure } from './startPayment';

/**
 * POST /orders/invoices/{n}/acquiring/_confirm/ (spec §7 Orders): the owner pays the order's invoice
 * through the acquirer again — a new payment attempt with the tool chosen now (or the order's), for an
 * order still awaiting payment; its page address is answered as paymentUrl.
 */
export const retryPayment =
  (deps: StartPaymentDeps) =>
  async (
    viewer: Viewer,
    orderNumber: string,
    paymentTool: string | undefined,
  ): Promise<E.Either<StartPaymentFailure | 'INCORRECT_REQUEST', { readonly paymentUrl: string }>> => {
    if (paymentTool !== undefined && !ONLINE_PAYMENT_TOOLS.includes(paymentTool)) return E.left('INCORRECT_REQUEST');
    const order = await payableOrder(deps.payments)(viewer, orderNumber);
    if (!order) return E.left('ORDER_NOT_FOUND');
    return startPayment(deps)(orderNumber, paymentTool ?? order.paymentTool ?? ONLINE_PAYMENT_TOOLS[0]);
  };
