import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { clampQuantity, linesToOrder, liveLines, newCartLine, type CartLine } from './cartLine';
import { checkLinesLimit } from './cartLinesLimit';
import { setLineQuantities } from './setLineQuantities';
import { restoreLine } from './restoreLine';
import { blockLines, selectLines } from './flagLines';
import { mergeLines } from './mergeLines';
import { addSharedLines } from './addSharedLines';
import { linesAfterFastCart } from './fastCartLines';

const line = (wareId: string, quantity = 1, more: Partial<CartLine> = {}): CartLine => ({ ...newCartLine({ productId: 'p', wareId, quantity }), ...more });
const ask = (wareId: string, quantity: number) => ({ productId: 'p', wareId, quantity });
const right = <A>(e: E.Either<unknown, A>): A => {
  if (E.isLeft(e)) throw new Error(`refused: ${JSON.stringify(e.left)}`);
  return e.right;
};
const TOO_MANY = E.left({ _tag: 'TOO_MANY_LINES_IN_BASKET' });
const full = (count = 100) => Array.from({ length: count }, (_, i) => line(`c${i}`));

describe('setting quantities (spec §4 Cart item, §7 POST /cart/products/_set-quantity)', () => {
  it('never lets the quantity go below 0: whole units, fractions dropped', () => {
    expect(clampQuantity(-3)).toBe(0);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.NaN)).toBe(0);
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 1, max: 9 }), (q, start) => {
        expect(right(setLineQuantities([line('a', start)], [ask('a', q)]))[0]!.quantity).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('adds a new size selected, and leaves the other lines alone', () => {
    const lines = [line('a'), line('b', 2)];
    expect(right(setLineQuantities(lines, [ask('b', 7), ask('c', 3)]))).toEqual([lines[0], { ...lines[1], quantity: 7 }, line('c', 3)]);
    expect(right(setLineQuantities(lines, [ask('c', 0)]))).toEqual(lines);
  });

  it('deleting (0) marks the line deleted and keeps it with its quantity; restoring brings it back', () => {
    const deleted = right(setLineQuantities([line('a', 2)], [ask('a', 0)]));
    expect(deleted).toEqual([line('a', 2, { deleted: true })]);
    expect(right(restoreLine(deleted, ask('a', 0)))).toEqual([line('a', 2)]);
    expect(right(restoreLine(deleted, ask('a', 4)))).toEqual([line('a', 4)]);
    expect(right(setLineQuantities(deleted, [ask('a', 5)]))).toEqual([line('a', 5)]);
  });

  it('restores a line no longer kept (after a reset) as a new one', () => {
    expect(right(restoreLine([], ask('a', 0)))).toEqual([line('a', 1)]);
    expect(right(restoreLine([], ask('a', 3)))).toEqual([line('a', 3)]);
  });
});

describe('lines not deleted, lines to order (spec §4 Cart item, §4 Stock)', () => {
  it('liveLines drops only deleted lines and is idempotent', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ wareId: fc.string(), deleted: fc.boolean() })), (ls) => {
        const lines = ls.map((l) => line(l.wareId, 1, { deleted: l.deleted }));
        const once = liveLines(lines);
        expect(once.every((l) => !l.deleted)).toBe(true);
        expect(once).toHaveLength(lines.filter((l) => !l.deleted).length);
        expect(liveLines(once)).toEqual(once);
      }),
    );
  });

  it('orders only selected lines that are neither deleted nor blocked', () => {
    const lines = [line('a'), line('b', 1, { selected: false }), line('c', 1, { deleted: true }), line('d', 1, { blocked: true })];
    expect(linesToOrder(lines).map((l) => l.wareId)).toEqual(['a']);
  });
});

describe('selecting and blocking lines (spec §7 POST /cart/items/_select, _block)', () => {
  it('selects only the listed lines and ignores unknown wares', () => {
    const lines = [line('a'), line('b')];
    expect(
      selectLines(lines, [
        { wareId: 'b', value: false },
        { wareId: 'z', value: false },
      ]).map((l) => l.selected),
    ).toEqual([true, false]);
  });

  it('blocks only the listed lines', () => {
    expect(blockLines([line('a'), line('b')], [{ wareId: 'a', value: true }]).map((l) => l.blocked)).toEqual([true, false]);
  });
});

describe('the lines limit: at most 100 sizes not deleted (spec §8 TOO_MANY_LINES_IN_BASKET)', () => {
  it('takes the 100th size and refuses the 101st, whichever call adds it', () => {
    expect(right(setLineQuantities(full(99), [ask('new', 1)]))).toHaveLength(100);
    expect(setLineQuantities(full(), [ask('new', 1)])).toEqual(TOO_MANY);
    expect(restoreLine(full(), ask('new', 1))).toEqual(TOO_MANY);
    expect(addSharedLines(full(), [ask('new', 1)])).toEqual(TOO_MANY);
    expect(checkLinesLimit([...full(), line('new')])).toEqual(TOO_MANY);
  });

  it('does not count deleted lines', () => {
    const lines = [...full(99), line('gone', 1, { deleted: true })];
    expect(right(setLineQuantities(lines, [ask('new', 1)]))).toHaveLength(101);
    expect(restoreLine([...lines, line('new')], ask('gone', 0))).toEqual(TOO_MANY);
  });
});

describe('merging an anonymous cart into the customer’s (spec §4 Cart item, issue 14)', () => {
  const lines = fc.uniqueArray(
    fc.record({
      productId: fc.constant('p'),
      wareId: fc.constantFrom('w1', 'w2', 'w3', 'w4'),
      quantity: fc.integer({ min: 1, max: 999 }),
      selected: fc.boolean(),
      deleted: fc.boolean(),
    }),
    { selector: (l) => l.wareId },
  );
  const live = (ls: readonly CartLine[], wareId: string) => ls.find((l) => l.wareId === wareId && !l.deleted)?.quantity ?? 0;

  it('adds up the same size and brings back a deleted one', () => {
    const target = [line('w1', 2), line('w2', 5, { deleted: true })];
    expect(mergeLines(target, [line('w1', 1), line('w2', 1)]).lines.map((l) => [l.wareId, l.quantity, l.deleted])).toEqual([
      ['w1', 3, false],
      ['w2', 1, false],
    ]);
  });

  it('loses nothing: every size holds what both carts held (up to 999), and target order is kept', () => {
    fc.assert(
      fc.property(lines, lines, (target, source) => {
        const merged = mergeLines(target, source).lines;
        for (const wareId of ['w1', 'w2', 'w3', 'w4']) {
          const expected = source.some((l) => l.wareId === wareId && !l.deleted)
            ? Math.min(999, live(target, wareId) + live(source, wareId))
            : live(target, wareId);
          expect(live(merged, wareId)).toBe(expected);
        }
        expect(merged.slice(0, target.length).map((l) => l.wareId)).toEqual(target.map((l) => l.wareId));
      }),
    );
  });

  it('leaves out and counts the new sizes that no longer fit a full cart, still adding up the ones it holds', () => {
    const merged = mergeLines(full(), [line('c0'), line('v1'), line('v2')]);
    expect(merged.leftOut).toBe(2);
    expect(merged.lines).toHaveLength(100);
    expect(merged.lines[0]!.quantity).toBe(2);
  });
});

describe('a shared cart and a fast cart (spec §7 POST /cart/snapshots/{id}, §4 Fast cart)', () => {
  it('a shared cart adds new sizes, brings a deleted one back with its quantity, and keeps the larger quantity', () => {
    const lines = [line('a', 3), line('b', 5, { deleted: true }), line('c', 1)];
    expect(right(addSharedLines(lines, [ask('a', 2), ask('b', 1), ask('c', 4), ask('d', 2)]))).toEqual([
      line('a', 3),
      line('b', 1),
      line('c', 4),
      line('d', 2),
    ]);
  });

  it("the fast cart's line comes last and is the only one selected", () => {
    const regular = [line('a'), line('b', 2)];
    expect(linesAfterFastCart(regular, [line('b', 1, { selected: false }), line('x', 1, { deleted: true })])).toEqual([
      line('a', 1, { selected: false }),
      line('b', 1),
    ]);
  });
});
