import * as E from 'fp-ts/Either';
import { Hono, type Context } from 'hono';
import type { OrderPaymentWay } from '../../../domain/payment/orderPaymentWays';
import { ConfirmAcquiringRequest, FpsSubscriptionPaymentRequest, type AcquiringPayment, type OrderPaymentTools } from '../../contract/orderPayment';
import { decodeBody } from '../decode';
import { failure, type FailureTag } from '../failure';
import type { PaymentUseCases } from '../paymentDeps';
import type { SessionVariables } from '../session';

/**
 * Paying an order again (spec §7 Orders): GET /orders/{n}/payment-tools lists the tools for an order
 * awaiting payment; POST /orders/invoices/{n}/acquiring/_confirm/ opens a new acquiring payment of the
 * order's invoice and answers its page; credit, instalments, Yandex Pay and FPS by subscription open an
 * attempt of their own tool (payOrderBy). Only the order's owner sees it.
 */
export function orderPaymentRoutes(payments: PaymentUseCases) {
  type Ctx = Context<{ Variables: SessionVariables }>;
  const answer = (c: Ctx, started: E.Either<FailureTag | 'ORDER_NOT_FOUND', { readonly paymentUrl: string }>) =>
    E.isLeft(started)
      ? failure(c, started.left === 'ORDER_NOT_FOUND' ? 'NOT_FOUND' : started.left)
      : c.json({ paymentUrl: started.right.paymentUrl } satisfies AcquiringPayment);
  const confirm = async (c: Ctx) => {
    const body = await decodeBody(c, ConfirmAcquiringRequest);
    if (E.isLeft(body)) return failure(c, body.left);
    return answer(c, await payments.retryPayment(c.get('viewer'), c.req.param('orderNumber') ?? '', body.right.paymentTool));
  };
  // The spec shows no body for these: any body is ignored.
  const payBy = (way: OrderPaymentWay) => async (c: Ctx) => answer(c, await payments.payOrderBy(c.get('viewer'), c.req.param('orderNumber') ?? '', way));
  return new Hono<{ Variables: SessionVariables }>()
    .get('/orders/:orderNumber/payment-tools', async (c) => {
      const tools = await payments.orderPaymentTools(c.get('viewer'), c.req.param('orderNumber'));
      return tools ? c.json({ paymentTools: [...tools] } satisfies OrderPaymentTools) : failure(c, 'NOT_FOUND');
    })
    .post('/orders/invoices/:orderNumber/acquiring/_confirm/', confirm)
    .post('/orders/invoices/:orderNumber/acquiring/_confirm', confirm)
    .post('/orders/:orderNumber/credit-payment', payBy('CREDIT'))
    .post('/orders/:orderNumber/bnpl-sovcombank-payment', payBy('BNPL_SOVCOMBANK'))
    .post('/orders/:orderNumber/bnpl-tinkoff', payBy('BNPL_TINKOFF'))
    .post('/orders/:orderNumber/bnpl-yandex-split', payBy('YANDEX_SPLIT'))
    .post('/orders/:orderNumber/payments/yandex-pay', payBy('YANDEX_PAY'))
    .post('/orders/:orderNumber/payments/fps-subscription', async (c) => {
      const body = await decodeBody(c, FpsSubscriptionPaymentRequest);
      return E.isLeft(body) ? failure(c, body.left) : payBy('FASTER_PAYMENT_SYSTEM')(c);
    });
}
