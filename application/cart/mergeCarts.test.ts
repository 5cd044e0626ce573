import Decimal from 'decimal.js';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { mergeCheckout } from '../../domain/checkout/checkoutMerge';
import { EMPTY_CHECKOUT, type CheckoutState } from '../../domain/checkout/checkoutState';
import type { PromoCode } from '../../domain/checkout/promoCodes';
import type { CartLine } from '../../domain/cart/cartLine';
import { MAX_CART_LINES } from '../../domain/cart/cartLinesLimit';
import { newCart, type CartRepository, type StoredCart } from './CartRepository';
import { mergeCarts } from './mergeCarts';

const NOW = new Date('2026-11-25T12:00:00Z');
const code = (c: string, more: Partial<PromoCode> = {}): PromoCode => ({
  code: c,
  kind: 'PERCENT',
  value: new Decimal(10),
  minProductsCost: new Decimal(0),
  maxUses: null,
  uses: 0,
  activeTo: null,
  ...more,
});
const KNOWN = [code('SPORT10'), code('ONCE1000', { kind: 'AMOUNT', maxUses: 1, uses: 1 }), code('SUMMER2020', { activeTo: new Date('2020-09-01T00:00:00Z') })];
const cartLine = (wareId: string): CartLine => ({ productId: 'p', wareId, quantity: 1, selected: true, deleted: false });

/** Carts in memory with the version guard of the real repository. */
function memoryCarts(...carts: StoredCart[]): CartRepository & { readonly of: (key: string) => StoredCart | undefined } {
  const byOwner = new Map(carts.map((c) => [c.ownerKey, c]));
  return {
    of: (key) => byOwner.get(key),
    findByOwner: async (key) => byOwner.get(key),
    save: async (cart) => {
      if ((byOwner.get(cart.ownerKey)?.version ?? 0) !== cart.version) return E.left({ _tag: 'WRONG_CART_STATE' });
      const saved = { ...cart, version: cart.version + 1 };
      byOwner.set(cart.ownerKey, saved);
      return E.right(saved);
    },
  };
}
const merge = (carts: CartRepository) =>
  mergeCarts({
    carts,
    ids: { uuid: () => 'new-cart' },
    promoCodes: { find: async (codes) => KNOWN.filter((k) => codes.includes(k.code)) },
    clock: { now: () => NOW },
  });
const cart = (ownerKey: string, lines: CartLine[], checkout: Partial<CheckoutState> = {}): StoredCart => ({
  ...newCart(ownerKey, ownerKey),
  version: 1,
  lines,
  checkout: { ...EMPTY_CHECKOUT, ...checkout },
});

describe("signing in with a visitor's cart (issue 14)", () => {
  it("brings the visitor's promo codes and checkout choices into the customer's cart, and empties the visitor's", async () => {
    const owner = { firstName: 'Анна', lastName: 'Соколова', phone: '+79990000001' };
    const carts = memoryCarts(cart('session:s', [cartLine('w1')], { promoCodes: ['SPORT10'], owner, verifiedPhones: ['+79990000001'] }));
    expect(await merge(carts)('session:s', 'customer:c')).toEqual([]);
    expect(carts.of('customer:c')).toMatchObject({ lines: [cartLine('w1')], checkout: { promoCodes: ['SPORT10'], owner, verifiedPhones: ['+79990000001'] } });
    expect(carts.of('session:s')).toMatchObject({ lines: [], checkout: EMPTY_CHECKOUT });
  });

  it("drops codes that lapsed meanwhile and says why, unless the customer's cart holds them already", async () => {
    const carts = memoryCarts(
      cart('session:s', [cartLine('w1')], { promoCodes: ['SPORT10', 'ONCE1000', 'SUMMER2020', 'GONE'] }),
      cart('customer:c', [], { promoCodes: ['SUMMER2020'] }),
    );
    expect(await merge(carts)('session:s', 'customer:c')).toEqual([
      { kind: 'PROMO_CODE', code: 'ONCE1000', reason: 'PROMO_CODE_EXHAUSTED' },
      { kind: 'PROMO_CODE', code: 'GONE', reason: 'PROMO_CODE_NOT_FOUND' },
    ]);
    expect(carts.of('customer:c')?.checkout.promoCodes).toEqual(['SUMMER2020', 'SPORT10']);
  });

  it("counts the visitor's lines that no longer fit a full cart", async () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => cartLine(`c${i}`));
    const carts = memoryCarts(cart('session:s', [cartLine('c0'), cartLine('v1'), cartLine('v2')]), cart('customer:c', full));
    expect(await merge(carts)('session:s', 'customer:c')).toEqual([{ kind: 'LINES', count: 2 }]);
    expect(carts.of('customer:c')?.lines.find((l) => l.wareId === 'c0')?.quantity).toBe(2);
  });

  it("keeps every code of both carts once, the customer's first, and every verified phone", () => {
    const codes = fc.uniqueArray(fc.constantFrom('A', 'B', 'C', 'D', 'E'));
    fc.assert(
      fc.property(codes, codes, (mine, theirs) => {
        const merged = mergeCheckout(
          { ...EMPTY_CHECKOUT, promoCodes: mine, verifiedPhones: mine },
          { ...EMPTY_CHECKOUT, promoCodes: theirs, verifiedPhones: theirs },
        );
        expect(merged.promoCodes.slice(0, mine.length)).toEqual(mine);
        expect(new Set(merged.promoCodes)).toEqual(new Set([...mine, ...theirs]));
        expect(merged.promoCodes).toHaveLength(new Set([...mine, ...theirs]).size);
        expect(new Set(merged.verifiedPhones)).toEqual(new Set([...mine, ...theirs]));
      }),
    );
  });
});
