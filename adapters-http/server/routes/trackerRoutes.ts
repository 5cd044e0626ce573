import { Hono, type Context } from 'hono';
import * as E from 'fp-ts/Either';
import { AddToCartQuery, CheckoutEventQuery, PickSizeQuery, RemoveFromCartBody, type TrackerEvent } from '../../contract/tracker';
import type { CheckoutCall } from '../../../domain/analytics/trackerEvents';
import { cartOwner } from '../../../application/shipment/cartOwner';
import type { TrackerPayload } from '../../../application/analytics/TrackerPayload';
import { decodeBody, decodeQuery } from '../decode';
import { failure } from '../failure';
import type { SessionVariables } from '../session';
import type { trackCheckout } from '../../../application/analytics/trackCheckout';
import type { trackProducts } from '../../../application/analytics/trackProducts';

type C = Context<{ Variables: SessionVariables }>;

/** A tracker answers what it recorded, or 204 when the call named nothing it could report: never an error for a well-formed call. */
const answer = (c: C, payload: TrackerPayload | null) =>
  payload ? c.json({ ...payload, ecommerce: { ...payload.ecommerce, items: [...payload.ecommerce.items] } } satisfies TrackerEvent) : c.body(null, 204);

/**
 * /ga-api/v1 (spec §7 Analytics): the analytics tracker's calls. Each reports an e-commerce event of the shop's own data
 * (a product, the lines removed, the cart at checkout), records it as the visitor's behaviour event `ga/{call}` and
 * answers it for the page's data layer.
 */
export function trackerRoutes(useCases: {
  readonly trackProducts: ReturnType<typeof trackProducts>;
  readonly trackCheckout: ReturnType<typeof trackCheckout>;
}) {
  const checkout = (call: CheckoutCall) => async (c: C) => {
    const query = decodeQuery(c, CheckoutEventQuery);
    if (E.isLeft(query)) return failure(c, query.left);
    const { ownerKey, cartKey } = cartOwner(c.get('ownerKey'), query.right.cartType ?? 'REGULAR');
    return answer(c, await useCases.trackCheckout(ownerKey, cartKey, call));
  };
  return new Hono<{ Variables: SessionVariables }>()
    .get('/products/:id', async (c) =>
      answer(c, await useCases.trackProducts(c.get('ownerKey'), 'product-view', [{ productId: c.req.param('id'), quantity: 1 }])),
    )
    .get('/events/product-add-to-cart', async (c) => {
      const query = decodeQuery(c, AddToCartQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const { productId, wareId, quantity } = query.right;
      return answer(
        c,
        await useCases.trackProducts(c.get('ownerKey'), 'product-add-to-cart', [{ productId, ...(wareId ? { wareId } : {}), quantity: Number(quantity ?? 1) }]),
      );
    })
    .get('/events/product-pick-size', async (c) => {
      const query = decodeQuery(c, PickSizeQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      return answer(c, await useCases.trackProducts(c.get('ownerKey'), 'product-pick-size', [{ ...query.right, quantity: 1 }]));
    })
    .post('/events/products-remove-from-cart', async (c) => {
      const body = await decodeBody(c, RemoveFromCartBody);
      if (E.isLeft(body)) return failure(c, body.left);
      return answer(
        c,
        await useCases.trackProducts(
          c.get('ownerKey'),
          'products-remove-from-cart',
          body.right.items.map((i) => ({ ...i, quantity: i.quantity ?? 1 })),
        ),
      );
    })
    .post('/events/checkout-begin', checkout('checkout-begin'))
    .post('/events/checkout-set-shipment-info', checkout('checkout-set-shipment-info'))
    .post('/events/checkout-set-payment-info', checkout('checkout-set-payment-info'));
}
