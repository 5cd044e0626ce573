import * as t from 'io-ts';
import { Currency } from './currency';

const Id = t.refinement(t.string, (s) => /^[\w-]{1,40}$/.test(s), 'Id');
const Quantity = t.refinement(t.string, (s) => /^[1-9]\d{0,2}$/.test(s), 'Quantity');

/** Query of GET /ga-api/v1/events/product-add-to-cart: the product, its size and how many (1 without it). */
export const AddToCartQuery = t.intersection([t.type({ productId: Id }), t.partial({ wareId: Id, quantity: Quantity })]);
/** Query of GET /ga-api/v1/events/product-pick-size: the product and the size picked. */
export const PickSizeQuery = t.type({ productId: Id, wareId: Id });

/** Body of POST /ga-api/v1/events/products-remove-from-cart: the lines removed, as the cart names them (at most 100). */
export const RemoveFromCartBody = t.type({
  items: t.refinement(
    t.array(t.intersection([t.type({ productId: Id }), t.partial({ wareId: Id, quantity: t.refinement(t.Int, (q) => q >= 1 && q <= 999, 'Quantity') })])),
    (items) => items.length >= 1 && items.length <= 100,
    'Items',
  ),
});

/** Query of the checkout events: which cart (spec §7: cart calls take cartType). */
export const CheckoutEventQuery = t.partial({ cartType: t.keyof({ REGULAR: null, FAST: null }) });

/** What a tracker call answers (GA4 e-commerce event); 204 when it names nothing to report. */
export const TrackerEvent = t.type({
  event: t.string,
  ecommerce: t.intersection([
    t.type({
      currency: Currency,
      value: t.number,
      items: t.array(
        t.intersection([
          t.type({ item_id: t.string, item_name: t.string, item_brand: t.string, price: t.number, quantity: t.number }),
          t.partial({ item_category: t.string, item_category2: t.string, item_category3: t.string, item_variant: t.string }),
        ]),
      ),
    }),
    t.partial({ shipping_tier: t.string, payment_type: t.string }),
  ]),
});
export type TrackerEvent = t.TypeOf<typeof TrackerEvent>;
