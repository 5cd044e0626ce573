import { allowedPaymentOptions } from '../../domain/payment/allowedPaymentOptions';
import type { Viewer } from '../auth/currentUser';
import { ownerKeyOf } from '../auth/resolveSession';
import type { PayableOrder, PaymentRepository } from './PaymentRepository';

/** The online tools any order may be paid with (spec §9: FPS, card, SberPay — the same everywhere). */
export const ONLINE_PAYMENT_TOOLS: readonly string[] = allowedPaymentOptions('SHOP', false).flatMap((o) => (o.paymentTool ? [o.paymentTool] : []));

/** A payment tool offered for an order, the one chosen at checkout selected. */
export interface OrderPaymentTool {
  readonly paymentTool: string;
  readonly isSelected: boolean;
}

/** The viewer's order (placed in this session or by the signed-in customer); another owner's order is as good as missing. */
export const payableOrder =
  (payments: PaymentRepository) =>
  async (viewer: Viewer, orderNumber: string): Promise<PayableOrder | undefined> => {
    const order = await payments.findOrder(orderNumber);
    const owns = order && (order.ownerKey === ownerKeyOf(viewer) || (order.customerId !== null && order.customerId === viewer.customerId));
    return owns ? order : undefined;
  };

/**
 * GET /orders/{n}/payment-tools (spec §7 Orders): the tools the owner may pay the order with now —
 * none once it is paid, cancelled or paid on receipt; undefined for an unknown order.
 */
export const orderPaymentTools =
  (deps: { readonly payments: PaymentRepository }) =>
  async (viewer: Viewer, orderNumber: string): Promise<readonly OrderPaymentTool[] | undefined> => {
    const order = await payableOrder(deps.payments)(viewer, orderNumber);
    if (!order) return undefined;
    if (order.status !== 'AWAITING_PAYMENT') return [];
    return ONLINE_PAYMENT_TOOLS.map((paymentTool) => ({ paymentTool, isSelected: paymentTool === order.paymentTool }));
  };
