import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { allocateStock, shopPreference } from './allocateStock';
import { brokenOrderLimit, MAX_ACTIVE_ORDERS, unpaidOrderCutoff } from './orderLimits';
import { acceptsOperatorProducts } from './orderStatus';
import { initialOrderStatus } from './initialOrderStatus';
import { verifiedOrderPhone } from './orderClaim';
import { EMPTY_CHECKOUT } from '../checkout/checkoutState';

const shops = [
  { shopId: 'far', cityId: 'spb', lat: 59.9, lon: 30.3 },
  { shopId: 'near', cityId: 'msk', lat: 55.76, lon: 37.62 },
  { shopId: 'point', cityId: 'msk', lat: 55.7, lon: 37.5 },
  { shopId: 'other', cityId: 'msk', lat: 55.9, lon: 37.9 },
];

describe('stock allocation (spec §4 Stock)', () => {
  it('takes from the hand-over shop first, then its city nearest first, then elsewhere', () => {
    expect(shopPreference({ shopId: 'point', cityId: 'msk', lat: 55.7, lon: 37.5 }, shops)).toEqual(['point', 'near', 'other', 'far']);
    expect(shopPreference({ shopId: null, cityId: null, lat: 59.9, lon: 30.3 }, shops)[0]).toBe('far');
  });

  it('ranks by group before distance: the hand-over shop, its city, then a nearer shop of another city', () => {
    const around = [
      { shopId: 'suburb', cityId: 'khimki', lat: 55.751, lon: 37.601 },
      { shopId: 'other', cityId: 'msk', lat: 55.95, lon: 37.95 },
      { shopId: 'point', cityId: 'msk', lat: 55.7, lon: 37.5 },
      { shopId: 'near', cityId: 'msk', lat: 55.76, lon: 37.61 },
    ];
    expect(shopPreference({ shopId: 'point', cityId: 'msk', lat: 55.75, lon: 37.6 }, around)).toEqual(['point', 'near', 'other', 'suburb']);
  });

  it('measures distance with a degree of longitude shorter in the north, and breaks ties by id', () => {
    // At 60° a degree of longitude is half a degree of latitude: 0.15° east is nearer than 0.1° north.
    const north = [
      { shopId: 'north', cityId: 'spb', lat: 60.1, lon: 30 },
      { shopId: 'east', cityId: 'spb', lat: 60, lon: 30.15 },
    ];
    expect(shopPreference({ shopId: null, cityId: 'spb', lat: 60, lon: 30 }, north)).toEqual(['east', 'north']);
    const twins = [
      { shopId: 'b', cityId: 'spb', lat: 60, lon: 30 },
      { shopId: 'a', cityId: 'spb', lat: 60, lon: 30 },
    ];
    expect(shopPreference({ shopId: null, cityId: null, lat: 59, lon: 30 }, twins)).toEqual(['a', 'b']);
  });

  it('splits a line over shops in preference order and refuses a size that is short', () => {
    const stock = [
      { wareId: 'w', shopId: 'near', quantity: 1 },
      { wareId: 'w', shopId: 'far', quantity: 5 },
    ];
    expect(allocateStock([{ wareId: 'w', quantity: 3 }], stock, ['near', 'far'])).toEqual(
      E.right([
        { wareId: 'w', shopId: 'near', quantity: 1 },
        { wareId: 'w', shopId: 'far', quantity: 2 },
      ]),
    );
    expect(allocateStock([{ wareId: 'w', quantity: 7 }], stock, ['near', 'far'])).toEqual(E.left({ wareId: 'w' }));
  });

  it('takes from as few shops as the preference allows, skipping empty ones and putting shops it does not rank last', () => {
    const stock = [
      { wareId: 'w', shopId: 'a', quantity: 5 },
      { wareId: 'w', shopId: 'm', quantity: 0 },
      { wareId: 'w', shopId: 'x', quantity: 5 },
      { wareId: 'w', shopId: 'z', quantity: 1 },
    ];
    expect(allocateStock([{ wareId: 'w', quantity: 1 }], stock, ['x', 'z'])).toEqual(E.right([{ wareId: 'w', shopId: 'x', quantity: 1 }]));
    expect(allocateStock([{ wareId: 'w', quantity: 6 }], stock, ['m', 'z', 'x'])).toEqual(
      E.right([
        { wareId: 'w', shopId: 'z', quantity: 1 },
        { wareId: 'w', shopId: 'x', quantity: 5 },
      ]),
    );
    expect(allocateStock([{ wareId: 'w', quantity: 7 }], stock, ['z'])).toEqual(
      E.right([
        { wareId: 'w', shopId: 'z', quantity: 1 },
        { wareId: 'w', shopId: 'a', quantity: 5 },
        { wareId: 'w', shopId: 'x', quantity: 1 },
      ]),
    );
  });

  it('never takes more than a shop holds, and takes exactly what is wanted when the shops hold enough', () => {
    const row = fc.record({ wareId: fc.constantFrom('a', 'b'), shopId: fc.constantFrom('s1', 's2', 's3'), quantity: fc.nat(5) });
    fc.assert(
      fc.property(fc.uniqueArray(row, { selector: (r) => `${r.wareId}/${r.shopId}` }), fc.nat(8), fc.nat(8), (stock, a, b) => {
        const wanted = [
          { wareId: 'a', quantity: a },
          { wareId: 'b', quantity: b },
        ];
        const held = (w: string) => stock.filter((r) => r.wareId === w).reduce((n, r) => n + r.quantity, 0);
        const result = allocateStock(wanted, stock, ['s2', 's1']);
        expect(E.isRight(result)).toBe(held('a') >= a && held('b') >= b);
        if (E.isLeft(result)) return;
        for (const x of result.right) expect(x.quantity).toBeLessThanOrEqual(stock.find((r) => r.wareId === x.wareId && r.shopId === x.shopId)!.quantity);
        for (const w of wanted) expect(result.right.filter((x) => x.wareId === w.wareId).reduce((n, x) => n + x.quantity, 0)).toBe(w.quantity);
      }),
    );
  });
});

describe('order limits (spec §8 Cart and checkout)', () => {
  const order = { totalCost: 5000, weightGrams: 2000, obtainingType: 'PICKUP' as const, activeOrders: 0 };
  it('refuses an order over 1 000 000 ₽, over 30 kg for pickup or 100 kg delivered, or the eleventh active one', () => {
    expect(brokenOrderLimit(order)).toBeNull();
    expect(brokenOrderLimit({ ...order, totalCost: '1000000.01' })).toBe('ORDER_COST_IS_EXCEEDED');
    expect(brokenOrderLimit({ ...order, totalCost: 1_000_000 })).toBeNull();
    expect(brokenOrderLimit({ ...order, weightGrams: 30_001 })).toBe('ORDER_WEIGHT_EXCEEDED');
    expect(brokenOrderLimit({ ...order, weightGrams: 30_001, obtainingType: 'DELIVERY' })).toBeNull();
    expect(brokenOrderLimit({ ...order, activeOrders: MAX_ACTIVE_ORDERS - 1 })).toBeNull();
    expect(brokenOrderLimit({ ...order, activeOrders: MAX_ACTIVE_ORDERS })).toBe('EXCEED_LIMIT_ON_ACTIVE_ORDERS');
  });

  it('an unpaid order waits 30 minutes', () => {
    expect(unpaidOrderCutoff(new Date('2026-01-01T10:30:00Z'))).toEqual(new Date('2026-01-01T10:00:00Z'));
  });
});

describe('order status (spec §9 Payment methods)', () => {
  it('is CREATED when paid on receipt, by invoice or with nothing left to pay; else awaits payment', () => {
    expect(initialOrderStatus('IN_STORE', 100)).toBe('CREATED');
    expect(initialOrderStatus('CASH_TO_COURIER', 100)).toBe('CREATED');
    expect(initialOrderStatus('CASHLESS', 100)).toBe('CREATED');
    expect(initialOrderStatus('CARD_ONLINE', 0)).toBe('CREATED');
    expect(initialOrderStatus('CARD_ONLINE', '0.01')).toBe('AWAITING_PAYMENT');
  });

  it('lets an operator add products only before it is paid or cancelled', () => {
    expect(['AWAITING_PAYMENT', 'CREATED', 'PAID', 'CANCELLED'].map((s) => acceptsOperatorProducts(s as never))).toEqual([true, true, false, false]);
  });
});

describe('the phone a guest order proves (issue 14, docs/orders.md Guest orders)', () => {
  it("is the owner's phone only when it was confirmed by code for the cart", () => {
    expect(verifiedOrderPhone({ ...EMPTY_CHECKOUT, verifiedPhones: ['+79160000001'] }, '+79160000001')).toBe('+79160000001');
    expect(verifiedOrderPhone({ ...EMPTY_CHECKOUT, verifiedPhones: ['+79160000002'] }, '+79160000001')).toBeNull();
    expect(verifiedOrderPhone(EMPTY_CHECKOUT, '+79160000001')).toBeNull();
  });
});
