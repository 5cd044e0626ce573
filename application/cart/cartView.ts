import Decimal from 'decimal.js';
import { cartItem, cartTotals, deleteItem, selectItem, type CartItem, type CartTotals } from '../../domain/cart';
import type { PriceRecord, WareRecord } from '../catalogue/catalogueModel';
import type { StoredCart } from './CartRepository';
import { EMPTY_CHECKOUT, type CheckoutState } from '../../domain/checkout/checkoutState';
import { currentDeliveryCost } from '../../domain/delivery/deliveryCost';

/** A cart line with what the cart page shows of its product. */
export interface CartLineView extends CartItem {
  readonly name: string;
  readonly brandName: string;
  readonly size: string;
  readonly colourHex: string;
  readonly catalogPrice: PriceRecord['catalog'];
}

/** The cart as a shopper sees it: lines priced and stocked now, and the totals (spec §3 Cart). */
export interface CartView {
  readonly id: string | null;
  readonly version: number;
  readonly items: readonly CartLineView[];
  readonly totals: CartTotals;
  /** What the shopper chose for the order so far, as stored with the cart. */
  readonly checkout: CheckoutState;
}

/** Prices the stored lines with the current catalogue; lines whose ware vanished are archived. */
export function cartView(cart: StoredCart | undefined, wares: readonly WareRecord[]): CartView {
  const byId = new Map(wares.map((w) => [w.wareId, w]));
  const items = (cart?.lines ?? []).map((line): CartLineView => {
    const ware = byId.get(line.wareId);
    const stock = ware?.stockQuantity ?? 0;
    const base = cartItem(
      { productId: line.productId, wareId: line.wareId, price: ware?.price.retail ?? ZERO_PRICE },
      line.quantity,
      stock > 0 ? { state: 'IN_STOCK', quantity: stock } : { state: 'OUT_OF_STOCK', quantity: 0 },
    );
    const chosen = selectItem(line.deleted ? deleteItem(base) : base, line.selected);
    return {
      ...chosen,
      isArchived: ware === undefined,
      name: ware?.name ?? '',
      brandName: ware?.brandName ?? '',
      size: ware?.size ?? '',
      colourHex: ware?.colourHex ?? '#cccccc',
      catalogPrice: ware?.price.catalog ?? ZERO_PRICE,
    };
  });
  const checkout = cart?.checkout ?? EMPTY_CHECKOUT;
  const productsCost = cartTotals(items).productsCost;
  const totals = cartTotals(items, { deliveryCost: currentDeliveryCost(checkout, productsCost) });
  return { id: cart?.id ?? null, version: cart?.version ?? 0, items, totals, checkout };
}

const ZERO_PRICE = new Decimal(0);
