import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredCartLine } from './CartRepository';
import { mergeLines } from './mergeCarts';

const line = fc.record({
  productId: fc.constant('p'),
  wareId: fc.constantFrom('w1', 'w2', 'w3', 'w4'),
  quantity: fc.integer({ min: 1, max: 999 }),
  selected: fc.boolean(),
  deleted: fc.boolean(),
});
const lines = fc.uniqueArray(line, { selector: (l) => l.wareId });
const live = (ls: readonly StoredCartLine[], wareId: string) => ls.find((l) => l.wareId === wareId && !l.deleted)?.quantity ?? 0;

describe('merging an anonymous cart into the customer’s', () => {
  it('adds up the same size and brings back a deleted one', () => {
    const target = [{ productId: 'p', wareId: 'w1', quantity: 2, selected: true, deleted: false }, { productId: 'p', wareId: 'w2', quantity: 5, selected: true, deleted: true }];
    const moving = [{ productId: 'p', wareId: 'w1', quantity: 1, selected: true, deleted: false }, { productId: 'p', wareId: 'w2', quantity: 1, selected: true, deleted: false }];
    expect(mergeLines(target, moving).map((l) => [l.wareId, l.quantity, l.deleted])).toEqual([['w1', 3, false], ['w2', 1, false]]);
  });

  it('loses nothing: every size holds what both carts held (up to 999), and target order is kept', () => {
    fc.assert(fc.property(lines, lines, (target, source) => {
      const moving = source.filter((l) => !l.deleted);
      const merged = mergeLines(target, moving);
      for (const wareId of ['w1', 'w2', 'w3', 'w4']) {
        const expected = moving.some((l) => l.wareId === wareId) ? Math.min(999, live(target, wareId) + live(moving, wareId)) : live(target, wareId);
        expect(live(merged, wareId)).toBe(expected);
      }
      expect(merged.slice(0, target.length).map((l) => l.wareId)).toEqual(target.map((l) => l.wareId));
    }));
  });
});
