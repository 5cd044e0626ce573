import type { MiddlewareHandler } from 'hono';
import { failure } from './failure';
import type { SessionVariables } from './session';

/** Lets a signed-in customer, or an operator acting for one, through; anyone else gets 401 NOT_AUTHORIZED (spec §6). */
export const signedInOnly: MiddlewareHandler<{ Variables: SessionVariables }> = async (c, next) =>
  c.get('viewer').customerId ? next() : failure(c, 'NOT_AUTHORIZED');
