import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import * as E from 'fp-ts/Either';
import { linesToOrder, type CartLine, type LineQuantity } from './cartLine';
import { MAX_CART_LINES } from './cartLinesLimit';
import { setLineQuantities } from './setLineQuantities';
import { restoreLine } from './restoreLine';
import { blockLines, selectLines } from './flagLines';
import { MAX_LINE_QUANTITY, mergeLines } from './mergeLines';
import { addSharedLines } from './addSharedLines';
import { linesAfterFastCart } from './fastCartLines';
import { cartItem, hasOrderableItems } from './cartItem';
import { cartTotals } from './cartTotals';

// Model-based test (fast-check commands, one per action a shopper or sign-in takes): the rules the use-cases
// run over the kept lines behave like a plain ordered map of ware → {quantity, selected, deleted, blocked}.
type ModelLine = { quantity: number; selected: boolean; deleted: boolean; blocked: boolean };
type Model = { lines: Map<string, ModelLine> };
type Real = { lines: readonly CartLine[] };
type Refused = E.Either<{ readonly _tag: string }, readonly CartLine[]>;

const WARES = ['w1', 'w2', 'w3', 'w4', 'w5', 'f0', 'f1'] as const;
const priceOf = (wareId: string) => new Decimal(wareId.startsWith('w') ? Number(wareId.slice(1)) * 100 : 1);
const fresh = (quantity: number): ModelLine => ({ quantity, selected: true, deleted: false, blocked: false });
/** Whole units: fractions dropped, below 0 or not a number is 0 (spec §4 Cart item). */
const whole = (q: number) => (Number.isFinite(q) ? Math.max(0, Math.trunc(q)) : 0);
const clone = (m: Model) => new Map([...m.lines].map(([w, l]) => [w, { ...l }]));
const liveCount = (lines: Map<string, ModelLine>) => [...lines.values()].filter((l) => !l.deleted).length;

function check(m: Model, r: Real): void {
  expect(r.lines.map((l) => l.wareId)).toEqual([...m.lines.keys()]);
  expect(r.lines.map(({ quantity, selected, deleted, blocked }) => ({ quantity, selected, deleted, blocked: blocked ?? false }))).toEqual([
    ...m.lines.values(),
  ]);
  expect(r.lines.every((l) => l.productId === `p-${l.wareId}`)).toBe(true);
  const ordered = [...m.lines].filter(([, l]) => l.selected && !l.deleted && !l.blocked);
  expect(linesToOrder(r.lines).map((l) => l.wareId)).toEqual(ordered.map(([w]) => w));
  const items = r.lines.map((l) => cartItem(l, priceOf(l.wareId), { state: 'IN_STOCK', quantity: 1000 }));
  const totals = cartTotals(items);
  expect(totals.productsQuantity).toBe(ordered.reduce((n, [, l]) => n + l.quantity, 0));
  expect(totals.productsCost.equals(ordered.reduce((s, [w, l]) => s.plus(priceOf(w).times(l.quantity)), new Decimal(0)))).toBe(true);
  expect(hasOrderableItems(items)).toBe([...m.lines.values()].some((l) => l.selected && !l.deleted));
}

/** A change the cart may refuse: the model's next lines are taken unless they pass the lines limit. */
function applyLimited(m: Model, r: Real, next: Map<string, ModelLine>, result: Refused): void {
  if (liveCount(next) > MAX_CART_LINES) {
    expect(result).toEqual(E.left({ _tag: 'TOO_MANY_LINES_IN_BASKET' }));
  } else {
    expect(E.isRight(result)).toBe(true);
    if (E.isRight(result)) r.lines = result.right;
    m.lines = next;
  }
  check(m, r);
}

class SetQuantities implements fc.Command<Model, Real> {
  constructor(readonly changes: readonly (readonly [string, number])[]) {}
  check = () => true;
  run(m: Model, r: Real): void {
    const next = clone(m);
    for (const [w, asked] of this.changes) {
      const q = whole(asked);
      const line = next.get(w);
      if (line) Object.assign(line, { quantity: q || line.quantity, deleted: q === 0 });
      else if (q > 0) next.set(w, fresh(q));
    }
    applyLimited(
      m,
      r,
      next,
      setLineQuantities(
        r.lines,
        this.changes.map(([w, quantity]) => ({ productId: `p-${w}`, wareId: w, quantity })),
      ),
    );
  }
  toString = () => `setQuantities(${this.changes.map(([w, q]) => `${w}=${q}`).join(',')})`;
}
class Restore implements fc.Command<Model, Real> {
  constructor(
    readonly wareId: string,
    readonly quantity: number,
  ) {}
  check = () => true;
  run(m: Model, r: Real): void {
    const next = clone(m);
    const q = whole(this.quantity);
    const line = next.get(this.wareId);
    if (line) Object.assign(line, { deleted: false, quantity: q || line.quantity });
    else next.set(this.wareId, fresh(q || 1));
    applyLimited(m, r, next, restoreLine(r.lines, { productId: `p-${this.wareId}`, wareId: this.wareId, quantity: this.quantity }));
  }
  toString = () => `restore(${this.wareId}, ${this.quantity})`;
}
class Flag implements fc.Command<Model, Real> {
  constructor(
    readonly flag: 'selected' | 'blocked',
    readonly flags: readonly (readonly [string, boolean])[],
  ) {}
  check = () => true;
  run(m: Model, r: Real): void {
    for (const [w, value] of this.flags) {
      const l = m.lines.get(w);
      if (l) l[this.flag] = value;
    }
    const flags = this.flags.map(([wareId, value]) => ({ wareId, value }));
    r.lines = this.flag === 'selected' ? selectLines(r.lines, flags) : blockLines(r.lines, flags);
    check(m, r);
  }
  toString = () => `${this.flag}(${this.flags.map(([w, v]) => `${w}=${v}`).join(',')})`;
}
class Merge implements fc.Command<Model, Real> {
  constructor(readonly from: readonly CartLine[]) {}
  check = () => true;
  run(m: Model, r: Real): void {
    let leftOut = 0;
    for (const f of this.from.filter((l) => !l.deleted)) {
      const line = m.lines.get(f.wareId);
      if (line) Object.assign(line, { quantity: line.deleted ? f.quantity : Math.min(MAX_LINE_QUANTITY, line.quantity + f.quantity), deleted: false });
      else if (liveCount(m.lines) < MAX_CART_LINES) m.lines.set(f.wareId, { quantity: f.quantity, selected: f.selected, deleted: false, blocked: false });
      else leftOut++;
    }
    const merged = mergeLines(r.lines, this.from);
    r.lines = merged.lines;
    expect(merged.leftOut).toBe(leftOut);
    check(m, r);
  }
  toString = () => `merge(${this.from.map((l) => `${l.wareId}×${l.quantity}${l.deleted ? ' deleted' : ''}`).join(',')})`;
}
class AddShared implements fc.Command<Model, Real> {
  constructor(readonly shared: readonly LineQuantity[]) {}
  check = () => true;
  run(m: Model, r: Real): void {
    const next = clone(m);
    for (const s of this.shared) {
      const line = next.get(s.wareId);
      if (line) Object.assign(line, { deleted: false, quantity: line.deleted ? s.quantity : Math.max(line.quantity, s.quantity) });
      else next.set(s.wareId, fresh(s.quantity));
    }
    applyLimited(m, r, next, addSharedLines(r.lines, this.shared));
  }
  toString = () => `addShared(${this.shared.map((l) => `${l.wareId}×${l.quantity}`).join(',')})`;
}
class TakeFastCart implements fc.Command<Model, Real> {
  constructor(readonly fast: readonly CartLine[]) {}
  check = () => true;
  run(m: Model, r: Real): void {
    const moving = this.fast.filter((l) => !l.deleted);
    const others = [...m.lines].filter(([w]) => !moving.some((f) => f.wareId === w)).map(([w, l]): [string, ModelLine] => [w, { ...l, selected: false }]);
    m.lines = new Map([
      ...others,
      ...moving.map((f): [string, ModelLine] => [f.wareId, { quantity: f.quantity, selected: true, deleted: false, blocked: false }]),
    ]);
    r.lines = linesAfterFastCart(r.lines, this.fast);
    check(m, r);
  }
  toString = () => `takeFastCart(${this.fast.map((l) => `${l.wareId}×${l.quantity}${l.deleted ? ' deleted' : ''}`).join(',')})`;
}

const ware = fc.constantFrom(...WARES);
/** Whole quantities, and tenths to check fractions are dropped. */
const asked = fc.oneof(
  fc.integer({ min: -2, max: 30 }),
  fc.integer({ min: -20, max: 300 }).map((n) => n / 10),
);
const otherCart = (maxLength: number) =>
  fc.uniqueArray(
    fc
      .record({ wareId: ware, quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }), selected: fc.boolean(), deleted: fc.boolean() })
      .map((l): CartLine => ({ productId: `p-${l.wareId}`, ...l })),
    { selector: (l) => l.wareId, minLength: 1, maxLength },
  );
const commands = [
  fc.array(fc.tuple(ware, asked), { minLength: 1, maxLength: 3 }).map((cs) => new SetQuantities(cs)),
  fc.tuple(ware, asked).map(([w, q]) => new Restore(w, q)),
  fc.array(fc.tuple(ware, fc.boolean()), { maxLength: 4 }).map((fs) => new Flag('selected', fs)),
  fc.array(fc.tuple(ware, fc.boolean()), { maxLength: 4 }).map((fs) => new Flag('blocked', fs)),
  otherCart(4).map((from) => new Merge(from)),
  otherCart(3).map((ls) => new AddShared(ls.map(({ productId, wareId, quantity }) => ({ productId, wareId, quantity })))),
  otherCart(2).map((fast) => new TakeFastCart(fast)),
];
/** A cart starts with a few lines or close to its limit, so refusals and left-out lines happen often. */
const fillers = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: MAX_CART_LINES - 3, max: MAX_CART_LINES }));

describe('the cart lines as a state machine (spec §4 Cart item, §7 Cart, §8 TOO_MANY_LINES_IN_BASKET)', () => {
  it('match the model under any sequence of set-quantity, restore, select, block, merge, shared cart and fast cart', () => {
    fc.assert(
      fc.property(fillers, fc.commands(commands, { maxCommands: 40 }), (count, cmds) => {
        const wares = Array.from({ length: count }, (_, i) => `f${i}`);
        const lines = wares.map((w): CartLine => ({ productId: `p-${w}`, wareId: w, quantity: 1, selected: true, deleted: false }));
        const model: Model = { lines: new Map(wares.map((w) => [w, fresh(1)])) };
        fc.modelRun(() => ({ model, real: { lines } }), cmds);
      }),
    );
  });
});
