import * as E from 'fp-ts/Either';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { failure } from '../failure';
import type { PaymentUseCases } from '../paymentDeps';

/** Acquirer notifications are a few hundred bytes; anything larger is not one. */
const NOTIFICATION_BODY_LIMIT = 16 * 1024;

/**
 * POST /payment-api/v1/notifications/{provider}: the acquirer's server-to-server notification — no
 * session, no CSRF check, the signature is the proof. Answered with the acquirer's acknowledgement
 * (T-Bank: the text OK) once recorded, repeats included, so it stops re-sending.
 */
export function paymentNotificationRoutes(payments: PaymentUseCases) {
  return new Hono()
    .use(bodyLimit({ maxSize: NOTIFICATION_BODY_LIMIT, onError: (c) => failure(c, 'INCORRECT_REQUEST') }))
    .post('/notifications/:provider', async (c) => {
      const result = await payments.acceptPaymentNotification(c.req.param('provider'), {
        headers: Object.fromEntries(c.req.raw.headers),
        body: await c.req.text(),
      });
      if (E.isLeft(result)) return failure(c, result.left === 'NOT_FOUND' ? 'NOT_FOUND' : 'INCORRECT_REQUEST');
      const { outcome, acknowledgement } = result.right;
      if (outcome._tag === 'UNKNOWN_PAYMENT' || (outcome._tag === 'APPLIED' && outcome.transition.anomaly)) {
        console.warn('payment notification needs attention', c.req.param('provider'), outcome);
      }
      return c.text(acknowledgement);
    });
}
