import * as E from 'fp-ts/Either';
import { Hono, type Context } from 'hono';
import { ConfirmAcquiringRequest, type AcquiringPayment, type OrderPaymentTools } from '../../contract/orderPayment';
import { decodeBody } from '../decode';
import { failure } from '../failure';
import type { PaymentUseCases } from '../paymentDeps';
import type { SessionVariables } from '../session';

/**
 * Paying an order again (spec §7 Orders): GET /orders/{n}/payment-tools lists the tools for an order
 * awaiting payment; POST /orders/invoices/{n}/acquiring/_confirm/ opens a new acquiring payment of the
 * order's invoice and answers its page. Only the order's owner sees it.
 */
export function orderPaymentRoutes(payments: PaymentUseCases) {
  const confirm = async (c: Context<{ Variables: SessionVariables }>) => {
    const body = await decodeBody(c, ConfirmAcquiringRequest);
    if (E.isLeft(body)) return failure(c, body.left);
    const started = await payments.retryPayment(c.get('viewer'), c.req.param('orderNumber') ?? '', body.right.paymentTool);
    if (E.isLeft(started)) return failure(c, started.left === 'ORDER_NOT_FOUND' ? 'NOT_FOUND' : started.left);
    return c.json({ paymentUrl: started.right.paymentUrl } satisfies AcquiringPayment);
  };
  return new Hono<{ Variables: SessionVariables }>()
    .get('/orders/:orderNumber/payment-tools', async (c) => {
      const tools = await payments.orderPaymentTools(c.get('viewer'), c.req.param('orderNumber'));
      return tools ? c.json({ paymentTools: [...tools] } satisfies OrderPaymentTools) : failure(c, 'NOT_FOUND');
    })
    .post('/orders/invoices/:orderNumber/acquiring/_confirm/', confirm)
    .post('/orders/invoices/:orderNumber/acquiring/_confirm', confirm);
}
