import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import { ToggleCodes, type ToggleStatesBody } from '../../contract/shell';
import { failure } from '../failure';
import type { toggleStates } from '../../../application/shell/toggleStates';

/** GET /feature-toggle-api/v1/engine/feature-toggles/{codes}/states (spec §7): each code true or false. */
export function featureToggleRoutes(useCases: { readonly toggleStates: ReturnType<typeof toggleStates> }) {
  return new Hono().get('/engine/feature-toggles/:codes/states', (c) => {
    const codes = ToggleCodes.decode(c.req.param('codes'));
    if (E.isLeft(codes)) return failure(c, 'INCORRECT_REQUEST');
    return c.json(useCases.toggleStates(codes.right) satisfies ToggleStatesBody);
  });
}
