import * as t from 'io-ts';
import { MAX_LINE_QUANTITY } from '../../domain/cart/mergeLines';
import { Price } from './product';
import { Currency } from './currency';
import { ShipmentType } from './shipmentType';
import { CartDiscounts, CartPayment } from './cartPayment';
import { ContactUser, LegalEntityInfo } from './checkoutDetails';

/** A whole quantity a shopper may ask for; the spec leaves the upper bound open, MAX_LINE_QUANTITY (999) keeps typos out. */
export const Quantity = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 0 && n <= MAX_LINE_QUANTITY, 'Quantity');

/** Body of POST /web-api/v1/cart/products/_set-quantity. */
export const SetQuantityRequest = t.intersection([
  t.type({
    items: t.array(t.type({ productId: t.string, wareId: t.string, quantity: Quantity })),
  }),
  t.partial({ cartFormat: t.string }),
]);

/** Query of every cart call (spec §7: all cart calls take cartType). */
export const CartQuery = t.partial({
  cartType: t.keyof({ REGULAR: null, FAST: null, SIMPLE: null, COMPLEX: null }),
  cartFormat: t.string,
});

/** spec §3 Cart item. */
export const CartItem = t.type({
  product: t.type({
    productId: t.string,
    wareId: t.string,
    price: Price,
    name: t.string,
    brand: t.type({ name: t.string }),
    size: t.string,
    image: t.string,
  }),
  quantity: t.number,
  selected: t.boolean,
  blocked: t.boolean,
  deleted: t.boolean,
  isArchived: t.boolean,
  available: t.type({ state: t.keyof({ IN_STOCK: null, OUT_OF_STOCK: null }), quantity: t.number }),
});
export type CartItem = t.TypeOf<typeof CartItem>;

/** spec §3 Cart totals. */
const CartTotal = t.type({
  productsQuantity: t.number,
  productsCost: t.number,
  totalCost: t.number,
  discountAmount: t.number,
  bonusAmount: t.number,
  deliveryCost: t.number,
});

/** spec §3 Cart, GET /web-api/v1/cart. */
export const Cart = t.type({
  id: t.union([t.string, t.null]),
  /** Every amount of the cart is in this currency: the owner's market's (spec §1). */
  currency: Currency,
  version: t.number,
  cartType: t.string,
  items: t.array(CartItem),
  total: CartTotal,
  shipmentType: ShipmentType,
  discounts: CartDiscounts,
  payment: CartPayment,
  contactUser: ContactUser,
  isLegalEntity: t.boolean,
  legalEntityInfo: LegalEntityInfo,
});
export type Cart = t.TypeOf<typeof Cart>;
