import * as E from 'fp-ts/Either';
import { paymentTransition } from '../../domain/payment/paymentTransition';
import type { IdGenerator } from '../shared/IdGenerator';
import type { PaymentGateway } from './PaymentGateway';
import type { PaymentRepository } from './PaymentRepository';

export interface PaymentDeps {
  readonly payments: PaymentRepository;
  readonly gateway: PaymentGateway;
}

export interface StartPaymentDeps extends PaymentDeps {
  readonly ids: IdGenerator;
  /** The shop's public address the acquirer sends the payer back to; empty for same-origin paths (the sandbox). */
  readonly shopUrl: string;
  /** Where the payer returns and what the acquirer shows; orders by default (gift-card invoices give their own). */
  readonly returnPath?: (orderNumber: string, paymentTool: string | null) => string;
  readonly description?: (orderNumber: string) => string;
}

export type StartPaymentFailure = 'ORDER_NOT_FOUND' | 'ORDER_NOT_PAYABLE' | 'PAYMENT_REFUSED' | 'PAYMENT_UNAVAILABLE';

/** The thank-you page the payer returns to, success or not: it reconciles the payment and shows the outcome. */
function thanksPath(orderNumber: string, paymentTool: string | null): string {
  return `/cart/thanks/${encodeURIComponent(orderNumber)}/${paymentTool ? `?paymentTool=${encodeURIComponent(paymentTool)}` : ''}`;
}

/**
 * The acquirer's page for an order awaiting payment (spec §7 POST /cart/orders paymentUrl). The newest
 * attempt is answered again while it is pending with the same tool, so repeated requests open one
 * payment; otherwise a new attempt is stored PENDING under our id first — a notification never finds
 * it missing — and the acquirer is asked for its page. A refusal ends the attempt as FAILED.
 */
export const startPayment =
  (deps: StartPaymentDeps) =>
  async (orderNumber: string, paymentTool?: string | null): Promise<E.Either<StartPaymentFailure, { readonly paymentUrl: string }>> => {
    const order = await deps.payments.findOrder(orderNumber);
    if (!order) return E.left('ORDER_NOT_FOUND');
    if (order.status !== 'AWAITING_PAYMENT' || !order.amountToPay.greaterThan(0)) return E.left('ORDER_NOT_PAYABLE');
    // A T-Bank terminal takes roubles only: an order in another market's currency is not sent to it.
    if (!deps.gateway.currencies.includes(order.currency)) return E.left('PAYMENT_UNAVAILABLE');
    const tool = paymentTool ?? order.paymentTool;
    const latest = await deps.payments.latestPayment(orderNumber);
    if (latest?.status === 'PENDING' && latest.confirmationUrl && latest.paymentTool === tool && latest.amount.equals(order.amountToPay)) {
      return E.right({ paymentUrl: latest.confirmationUrl });
    }
    const paymentId = deps.ids.uuid();
    await deps.payments.addPayment({ id: paymentId, orderNumber, provider: deps.gateway.provider, paymentTool: tool, amount: order.amountToPay });
    const returnUrl = `${deps.shopUrl}${(deps.returnPath ?? thanksPath)(orderNumber, tool)}`;
    const created = await deps.gateway.createPayment({
      paymentId,
      orderNumber,
      amount: order.amountToPay,
      currency: order.currency,
      description: deps.description?.(orderNumber) ?? `Оплата заказа № ${orderNumber}`,
      paymentTool: tool,
      returnUrl,
      failUrl: returnUrl,
    });
    if (E.isLeft(created)) {
      if (created.left._tag === 'PAYMENT_REFUSED') {
        await deps.payments.applyReport({ provider: deps.gateway.provider, paymentId }, (c) =>
          paymentTransition(c, { status: 'FAILED', amount: order.amountToPay }),
        );
      }
      return E.left(created.left._tag);
    }
    await deps.payments.setAcquirerPayment(paymentId, created.right.providerPaymentId, created.right.confirmationUrl);
    return E.right({ paymentUrl: created.right.confirmationUrl });
  };
