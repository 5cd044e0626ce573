import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import {
  cartItem, cartTotals, deleteItem, restoreItem, resetDeleted, selectItems, setQuantity, updateLine,
  giftCardsAmountIsOverTotalCost, lineCost, type CartItem,
} from './index';

const item = (wareId: string, price: Decimal.Value, quantity: number, state: 'IN_STOCK' | 'OUT_OF_STOCK' = 'IN_STOCK', stock = 5): CartItem =>
  cartItem({ productId: `p-${wareId}`, wareId, price: new Decimal(price) }, quantity, { state, quantity: stock });

const priceArb = fc.integer({ min: 0, max: 10_000_000 }).map((kopecks) => new Decimal(kopecks).dividedBy(100));
const itemArb = (wareId: string) =>
  fc.record({
    price: priceArb,
    quantity: fc.integer({ min: 0, max: 50 }),
    selected: fc.boolean(),
    blocked: fc.boolean(),
    deleted: fc.boolean(),
    isArchived: fc.boolean(),
    state: fc.constantFrom('IN_STOCK' as const, 'OUT_OF_STOCK' as const),
    stock: fc.integer({ min: 0, max: 3 }),
  }).map(({ price, state, stock, ...rest }): CartItem => ({ ...rest, product: { productId: `p-${wareId}`, wareId, price }, available: { state, quantity: stock } }));
const itemsArb = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 8 })
  .chain((ids) => fc.tuple(...ids.map(itemArb)));
const amountArb = fc.integer({ min: 0, max: 1_000_000 }).map((n) => new Decimal(n));

describe('cart line operations (spec §4 Cart item)', () => {
  it('never lets the quantity go below 0', () => {
    expect(setQuantity(item('a', 10, 2), -3).quantity).toBe(0);
    expect(setQuantity(item('a', 10, 2), 2.7).quantity).toBe(2);
    fc.assert(fc.property(fc.double(), fc.integer({ min: 0, max: 9 }), (q, start) => {
      expect(setQuantity(item('a', 1, start), q).quantity).toBeGreaterThanOrEqual(0);
    }));
  });

  it('deleting marks the line deleted and keeps it; restoring brings it back', () => {
    const deleted = deleteItem(item('a', 10, 2));
    expect(deleted.deleted).toBe(true);
    expect(deleted.quantity).toBe(2);
    expect(restoreItem(deleted)).toEqual(item('a', 10, 2));
    expect(restoreItem(deleted, 4).quantity).toBe(4);
  });

  it('reset drops only deleted lines and is idempotent', () => {
    fc.assert(fc.property(itemsArb, (items) => {
      const once = resetDeleted(items);
      expect(once.every((i) => !i.deleted)).toBe(true);
      expect(once).toHaveLength(items.filter((i) => !i.deleted).length);
      expect(resetDeleted(once)).toEqual(once);
    }));
  });

  it('selects only the listed lines', () => {
    const items = [item('a', 1, 1), item('b', 1, 1)];
    const next = selectItems(items, ['b'], false);
    expect(next.map((i) => i.selected)).toEqual([true, false]);
  });
});

describe('cartTotals (spec §3 Cart totals)', () => {
  it('counts only selected, non-deleted, available lines', () => {
    const items = [
      item('a', '1999.90', 2),
      selectItems([item('b', 500, 1)], ['b'], false)[0]!,
      deleteItem(item('c', 700, 1)),
      item('d', 300, 1, 'OUT_OF_STOCK', 0),
      item('e', 300, 1, 'IN_STOCK', 0),
      { ...item('f', 300, 1), blocked: true },
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
    fc.assert(fc.property(itemsArb, amountArb, amountArb, amountArb, (items, discountAmount, bonusAmount, deliveryCost) => {
      const t = cartTotals(items, { discountAmount, bonusAmount, deliveryCost });
      const expected = t.productsCost.minus(discountAmount).minus(bonusAmount).plus(deliveryCost);
      expect(t.totalCost.equals(Decimal.max(0, expected))).toBe(true);
      expect(t.totalCost.isNegative()).toBe(false);
      const counted = items.filter((i) => i.selected && !i.deleted && !i.blocked && i.available.state === 'IN_STOCK' && i.available.quantity > 0);
      expect(t.productsCost.equals(counted.reduce((s, i) => s.plus(lineCost(i)), new Decimal(0)))).toBe(true);
      expect(t.productsQuantity).toBe(counted.reduce((n, i) => n + i.quantity, 0));
    }));
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(fc.property(itemsArb.chain((items) => fc.tuple(fc.constant(items), fc.shuffledSubarray(items, { minLength: items.length }))), ([items, shuffled]) => {
      const a = cartTotals(items);
      const b = cartTotals(shuffled);
      expect(a.productsCost.equals(b.productsCost) && a.productsQuantity === b.productsQuantity).toBe(true);
    }));
  });

  it('updating one line leaves the others alone', () => {
    const items = [item('a', 1, 1), item('b', 2, 2)];
    expect(updateLine(items, 'b', (i) => setQuantity(i, 7))).toEqual([items[0], { ...items[1], quantity: 7 }]);
  });
});

describe('giftCardsAmountIsOverTotalCost (spec §3 Cart payment)', () => {
  it('flags gift cards that exceed the total', () => {
    expect(giftCardsAmountIsOverTotalCost([1000, 500], 1499)).toBe(true);
    expect(giftCardsAmountIsOverTotalCost([1000, 500], 1500)).toBe(false);
    expect(giftCardsAmountIsOverTotalCost([], 0)).toBe(false);
  });
});
