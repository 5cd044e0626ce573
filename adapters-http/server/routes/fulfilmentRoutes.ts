import { timingSafeEqual } from 'node:crypto';
import * as E from 'fp-ts/Either';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ReturnAction } from '../../../domain/returns/returnStatus';
import { failure } from '../failure';
import type { ReturnServerDeps } from '../returnDeps';

const ACTIONS: Record<string, ReturnAction> = { _accept: 'ACCEPT', _refund: 'REFUND', _refuse: 'REFUSE' };

/** The fulfilment system proves itself with `Authorization: Bearer <secret>`; without a configured secret nobody can. */
const sharedSecret =
  (secret: string | null): MiddlewareHandler =>
  async (c, next) => {
    const given = Buffer.from(c.req.header('authorization')?.replace(/^Bearer /, '') ?? '');
    const expected = Buffer.from(secret ?? '');
    const ok = secret !== null && given.length === expected.length && timingSafeEqual(given, expected);
    return ok ? next() : failure(c, 'NOT_AUTHORIZED');
  };

/**
 * The shop's fulfilment system reporting what happened outside the storefront (docs/returns.md): an order handed
 * out (POST /orders/{n}/_receive), a return's goods accepted, refunded or refused (POST /returns/{id}/_accept,
 * _refund, _refuse). Server-to-server: no session, no CSRF check, a shared secret instead. Repeats are harmless.
 */
export function fulfilmentRoutes(deps: ReturnServerDeps) {
  return new Hono()
    .use(bodyLimit({ maxSize: 1024, onError: (c) => failure(c, 'INCORRECT_REQUEST') }), sharedSecret(deps.fulfilmentSecret))
    .post('/orders/:orderNumber/_receive', async (c) => {
      const received = await deps.useCases.receiveOrder(c.req.param('orderNumber'));
      return E.isRight(received) ? c.json({ orderNumber: c.req.param('orderNumber'), status: received.right.status }) : failure(c, received.left._tag);
    })
    .post('/returns/:id/:action{_accept|_refund|_refuse}', async (c) => {
      const moved = await deps.useCases.changeReturnState(c.req.param('id'), ACTIONS[c.req.param('action')]!, null);
      return E.isRight(moved) ? c.json({ id: c.req.param('id'), status: moved.right.status }) : failure(c, moved.left._tag);
    })
    .all('*', (c) => failure(c, 'NOT_FOUND'));
}
