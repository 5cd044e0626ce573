import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { newCartLine, type CartLine } from './cartLine';
import { cartItem, hasOrderableItems, type CartItem } from './cartItem';
import { cartTotals, lineCost } from './cartTotals';
import { giftCardsAmountIsOverTotalCost } from './giftCards';

const line = (wareId: string, quantity: number, more: Partial<CartLine> = {}): CartLine => ({
  ...newCartLine({ productId: `p-${wareId}`, wareId, quantity }),
  ...more,
});
const item = (
  wareId: string,
  price: Decimal.Value,
  quantity: number,
  state: 'IN_STOCK' | 'OUT_OF_STOCK' = 'IN_STOCK',
  stock = 5,
  more: Partial<CartLine> = {},
): CartItem => cartItem(line(wareId, quantity, more), new Decimal(price), { state, quantity: stock });

const priceArb = fc.integer({ min: 0, max: 10_000_000 }).map((kopecks) => new Decimal(kopecks).dividedBy(100));
const itemArb = (wareId: string) =>
  fc
    .record({
      price: priceArb,
      quantity: fc.integer({ min: 0, max: 50 }),
      selected: fc.boolean(),
      blocked: fc.boolean(),
      deleted: fc.boolean(),
      isArchived: fc.boolean(),
      state: fc.constantFrom('IN_STOCK' as const, 'OUT_OF_STOCK' as const),
      stock: fc.integer({ min: 0, max: 3 }),
    })
    .map(
      ({ price, state, stock, isArchived, ...rest }): CartItem =>
        cartItem({ productId: `p-${wareId}`, wareId, ...rest }, price, { state, quantity: stock }, isArchived),
    );
const itemsArb = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 8 }).chain((ids) => fc.tuple(...ids.map(itemArb)));
const amountArb = fc.integer({ min: 0, max: 1_000_000 }).map((n) => new Decimal(n));

describe('a kept line priced and stocked now (spec §3 Cart item)', () => {
  it('carries what the shopper chose, the price, the stock and whether its ware is gone', () => {
    expect(cartItem(line('a', 2, { selected: false, deleted: true, blocked: true }), new Decimal(10), { state: 'IN_STOCK', quantity: 3 }, true)).toEqual({
      product: { productId: 'p-a', wareId: 'a', price: new Decimal(10) },
      quantity: 2,
      selected: false,
      blocked: true,
      deleted: true,
      isArchived: true,
      available: { state: 'IN_STOCK', quantity: 3 },
    });
    expect(item('a', 10, 2).blocked).toBe(false);
  });

  it('has something to order while a selected line is not deleted and its ware still sold (spec §4 Delivery variants)', () => {
    expect(hasOrderableItems([item('a', 10, 1)])).toBe(true);
    expect(hasOrderableItems([item('a', 10, 1, 'IN_STOCK', 5, { selected: false }), item('b', 10, 1, 'IN_STOCK', 5, { deleted: true })])).toBe(false);
    expect(hasOrderableItems([cartItem(line('a', 1), new Decimal(0), { state: 'OUT_OF_STOCK', quantity: 0 }, true)])).toBe(false);
    expect(hasOrderableItems([])).toBe(false);
  });
});

describe('cartTotals (spec §3 Cart totals)', () => {
  it('counts only selected, non-deleted, available lines', () => {
    const items = [
      item('a', '1999.90', 2),
      item('b', 500, 1, 'IN_STOCK', 5, { selected: false }),
      item('c', 700, 1, 'IN_STOCK', 5, { deleted: true }),
      item('d', 300, 1, 'OUT_OF_STOCK', 0),
      item('e', 300, 1, 'IN_STOCK', 0),
      item('f', 300, 1, 'IN_STOCK', 5, { blocked: true }),
    ];
    const totals = cartTotals(items, { discountAmount: 100, bonusAmount: '50.5', deliveryCost: 299 });
    expect(totals.productsQuantity).toBe(2);
    expect(totals.productsCost.toString()).toBe('3999.8');
    expect(totals.totalCost.toString()).toBe('4148.3');
  });

  it('never goes below 0', () => {
    expect(cartTotals([item('a', 100, 1)], { discountAmount: 500 }).totalCost.toNumber()).toBe(0);
  });

  it('adds up: total = max(0, products − discount − bonus + delivery), products = Σ price × quantity', () => {
    fc.assert(
      fc.property(itemsArb, amountArb, amountArb, amountArb, (items, discountAmount, bonusAmount, deliveryCost) => {
        const t = cartTotals(items, { discountAmount, bonusAmount, deliveryCost });
        const expected = t.productsCost.minus(discountAmount).minus(bonusAmount).plus(deliveryCost);
        expect(t.totalCost.equals(Decimal.max(0, expected))).toBe(true);
        expect(t.totalCost.isNegative()).toBe(false);
        const counted = items.filter((i) => i.selected && !i.deleted && !i.blocked && i.available.state === 'IN_STOCK' && i.available.quantity > 0);
        expect(t.productsCost.equals(counted.reduce((s, i) => s.plus(lineCost(i)), new Decimal(0)))).toBe(true);
        expect(t.productsQuantity).toBe(counted.reduce((n, i) => n + i.quantity, 0));
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(
        itemsArb.chain((items) => fc.tuple(fc.constant(items), fc.shuffledSubarray(items, { minLength: items.length }))),
        ([items, shuffled]) => {
          const a = cartTotals(items);
          const b = cartTotals(shuffled);
          expect(a.productsCost.equals(b.productsCost) && a.productsQuantity === b.productsQuantity).toBe(true);
        },
      ),
    );
  });
});

describe('giftCardsAmountIsOverTotalCost (spec §3 Cart payment)', () => {
  it('flags gift cards that exceed the total', () => {
    expect(giftCardsAmountIsOverTotalCost([1000, 500], 1499)).toBe(true);
    expect(giftCardsAmountIsOverTotalCost([1000, 500], 1500)).toBe(false);
    expect(giftCardsAmountIsOverTotalCost([], 0)).toBe(false);
  });
});
