import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { decodeBody } from '../decode';
import { failure } from '../failure';
import type { SessionVariables } from '../session';
import type { recordProductView } from '../../../application/catalogue/recordProductView';

/** Body of POST /tracking/recently-viewed-products. */
const ProductView = t.type({ productId: t.string });

/** POST /tracking/recently-viewed-products {productId} (spec §7): 204 once recorded. */
export function trackingRoutes(useCases: { readonly recordProductView: ReturnType<typeof recordProductView> }) {
  return new Hono<{ Variables: SessionVariables }>().post('/tracking/recently-viewed-products', async (c) => {
    const body = await decodeBody(c, ProductView);
    if (E.isLeft(body)) return failure(c, body.left);
    const recorded = await useCases.recordProductView(c.get('ownerKey'), body.right.productId);
    return E.isRight(recorded) ? c.body(null, 204) : failure(c, recorded.left._tag);
  });
}
