import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { EMPTY_CHECKOUT } from '../../domain/checkout/checkoutState';
import { newCart, type StoredCart } from './CartRepository';
import { NO_PRICING_FACTS, cartView } from './cartView';
import type { WareRecord } from '../catalogue/catalogueModel';

const ware = (productId: string, retail: number): WareRecord => ({
  wareId: `${productId}-w`,
  productId,
  name: productId,
  brandName: 'B',
  size: 'M',
  colourHex: '#000',
  price: { catalog: new Decimal(retail).plus(500), retail: new Decimal(retail) },
  stockQuantity: 10,
});
const cartOf = (lines: readonly { productId: string; quantity: number }[]): StoredCart => ({
  ...newCart('c', 'customer:7'),
  lines: lines.map((l) => ({ ...l, wareId: `${l.productId}-w`, selected: true, deleted: false })),
  checkout: EMPTY_CHECKOUT,
});
const withPrices = (prices: Record<string, number>) => ({
  ...NO_PRICING_FACTS,
  personalPrices: new Map(Object.entries(prices).map(([k, v]) => [k, new Decimal(v)])),
});

describe('the cart charges a personal price (spec §3 Product.personalPrice)', () => {
  it('charges the personal price when it is below retail, retail otherwise', () => {
    const view = cartView(
      cartOf([
        { productId: 'p1', quantity: 2 },
        { productId: 'p2', quantity: 1 },
      ]),
      [ware('p1', 3000), ware('p2', 1000)],
      withPrices({ p1: 2500, p2: 1200 }),
    );
    expect(view.items.map((i) => i.product.price.toNumber())).toEqual([2500, 1000]);
    expect(view.totals.productsCost.toNumber()).toBe(6000);
    expect(view.items[0]!.catalogPrice.toNumber()).toBe(3500);
  });

  it('never charges more than retail nor more than the personal price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 9 }), (retail, personal, quantity) => {
        const view = cartView(cartOf([{ productId: 'p', quantity }]), [ware('p', retail)], withPrices({ p: personal }));
        expect(view.totals.productsCost.toNumber()).toBe(Math.min(retail, personal) * quantity);
      }),
    );
  });
});
