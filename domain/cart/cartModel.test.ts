import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { cartItem, cartTotals, deleteItem, findLine, resetDeleted, restoreItem, selectItems, setQuantity, updateLine, type CartItem } from './index';

// Model-based test (fast-check commands): the cart behaves like a plain map of ware → {quantity, selected, deleted}.
type Line = { quantity: number; selected: boolean; deleted: boolean };
type Model = { lines: Map<string, Line> };
type Real = { items: readonly CartItem[] };

const WARES = ['w1', 'w2', 'w3', 'w4'] as const;
const PRICE = { w1: 100, w2: 250, w3: 999.99, w4: 1 } as const;
const initial = (): readonly CartItem[] =>
  WARES.map((wareId) => cartItem({ productId: `p-${wareId}`, wareId, price: new Decimal(PRICE[wareId]) }, 1, { state: 'IN_STOCK', quantity: 10 }));

function check(m: Model, r: Real): void {
  expect(r.items.map((i) => i.product.wareId)).toEqual([...m.lines.keys()]);
  for (const item of r.items) {
    const line = m.lines.get(item.product.wareId)!;
    expect({ quantity: item.quantity, selected: item.selected, deleted: item.deleted }).toEqual(line);
  }
  const live = [...m.lines.entries()].filter(([, l]) => l.selected && !l.deleted);
  const totals = cartTotals(r.items);
  expect(totals.productsQuantity).toBe(live.reduce((n, [, l]) => n + l.quantity, 0));
  expect(totals.productsCost.toNumber()).toBeCloseTo(live.reduce((s, [w, l]) => s + PRICE[w as keyof typeof PRICE] * l.quantity, 0), 6);
}

class SetQuantity implements fc.Command<Model, Real> {
  constructor(readonly wareId: string, readonly quantity: number) {}
  check = (m: Readonly<Model>) => m.lines.has(this.wareId);
  run(m: Model, r: Real): void {
    r.items = updateLine(r.items, this.wareId, (i) => setQuantity(i, this.quantity));
    m.lines.get(this.wareId)!.quantity = Math.max(0, this.quantity);
    check(m, r);
  }
  toString = () => `setQuantity(${this.wareId}, ${this.quantity})`;
}
class Delete implements fc.Command<Model, Real> {
  constructor(readonly wareId: string) {}
  check = (m: Readonly<Model>) => m.lines.has(this.wareId);
  run(m: Model, r: Real): void {
    r.items = updateLine(r.items, this.wareId, deleteItem);
    m.lines.get(this.wareId)!.deleted = true;
    check(m, r);
  }
  toString = () => `delete(${this.wareId})`;
}
class Restore implements fc.Command<Model, Real> {
  constructor(readonly wareId: string) {}
  check = (m: Readonly<Model>) => m.lines.get(this.wareId)?.deleted === true;
  run(m: Model, r: Real): void {
    expect(findLine(r.items, this.wareId)?.deleted).toBe(true);
    r.items = updateLine(r.items, this.wareId, (i) => restoreItem(i));
    m.lines.get(this.wareId)!.deleted = false;
    check(m, r);
  }
  toString = () => `restore(${this.wareId})`;
}
class Reset implements fc.Command<Model, Real> {
  check = () => true;
  run(m: Model, r: Real): void {
    r.items = resetDeleted(r.items);
    for (const [w, l] of [...m.lines]) if (l.deleted) m.lines.delete(w);
    check(m, r);
  }
  toString = () => 'resetDeleted()';
}
class Select implements fc.Command<Model, Real> {
  constructor(readonly wareIds: readonly string[], readonly selected: boolean) {}
  check = () => true;
  run(m: Model, r: Real): void {
    r.items = selectItems(r.items, this.wareIds, this.selected);
    for (const w of this.wareIds) { const l = m.lines.get(w); if (l) l.selected = this.selected; }
    check(m, r);
  }
  toString = () => `select([${this.wareIds.join(',')}], ${this.selected})`;
}

const ware = fc.constantFrom(...WARES);
const commands = [
  fc.tuple(ware, fc.integer({ min: -5, max: 20 })).map(([w, q]) => new SetQuantity(w, q)),
  ware.map((w) => new Delete(w)),
  ware.map((w) => new Restore(w)),
  fc.constant(new Reset()),
  fc.tuple(fc.subarray([...WARES]), fc.boolean()).map(([ws, s]) => new Select(ws, s)),
];

describe('cart as a state machine (spec §4 Cart item)', () => {
  it('matches the model under any sequence of set-quantity, delete, restore, reset and select', () => {
    fc.assert(fc.property(fc.commands(commands, { maxCommands: 40 }), (cmds) => {
      const items = initial();
      const model: Model = { lines: new Map(items.map((i) => [i.product.wareId, { quantity: 1, selected: true, deleted: false }])) };
      fc.modelRun(() => ({ model, real: { items } }), cmds);
    }));
  });
});
