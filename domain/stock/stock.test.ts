import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stockStatus } from './stockState';
import { CART_LIST_NAMES, cartListOf, cartLists } from './cartLists';
import { availabilityLabel } from './productAvailability';

const line = (state: string, quantity: number, blocked = false) => ({ blocked, available: { state, quantity } });

describe('stock (spec §4 Stock)', () => {
  it('classifies each case of the spec', () => {
    expect(stockStatus(line('IN_STOCK', 0))).toBe('ORDER_ONLY');
    expect(stockStatus(line('IN_STOCK', 3))).toBe('AVAILABLE');
    expect(stockStatus(line('OUT_OF_STOCK', 0))).toBe('UNAVAILABLE');
    expect(stockStatus(line('IN_STOCK', 3, true))).toBe('UNAVAILABLE');
    expect(stockStatus(line('PRE_ORDER', 3))).toBe('UNKNOWN');
  });

  it('puts each case in one of the four cart lists and reports unknown states', () => {
    const lines = [line('IN_STOCK', 2), line('IN_STOCK', 0), line('OUT_OF_STOCK', 0), line('IN_STOCK', 1, true), line('WHAT', 1)];
    const lists = cartLists(lines);
    expect(lists.availableForOrder).toEqual([lines[0]]);
    expect(lists.unavailableForOrder).toEqual([lines[1]]);
    expect(lists.unavailable).toEqual([lines[2], lines[3]]);
    expect(lists.unallocated).toEqual([lines[4]]);
    expect(lists.unknown).toEqual([lines[4]]);
  });

  it('is a partition: every line in exactly one list, order kept', () => {
    const arb = fc.array(
      fc.record({ blocked: fc.boolean(), available: fc.record({ state: fc.constantFrom('IN_STOCK', 'OUT_OF_STOCK', 'X'), quantity: fc.nat(3) }) }),
    );
    fc.assert(
      fc.property(arb, (lines) => {
        const lists = cartLists(lines);
        expect(CART_LIST_NAMES.reduce((n, name) => n + lists[name].length, 0)).toBe(lines.length);
        for (const name of CART_LIST_NAMES) expect(lists[name]).toEqual(lines.filter((l) => cartListOf(l) === name));
      }),
    );
  });
});

describe('product availability (spec §4)', () => {
  it('delivery only and retail only', () => {
    expect(availabilityLabel({ delivery: true })).toBe('DELIVERY_ONLY');
    expect(availabilityLabel({ expressDelivery: true })).toBe('DELIVERY_ONLY');
    expect(availabilityLabel({ delivery: true, pointDelivery: true })).toBeNull();
    expect(availabilityLabel({ delivery: true, pickup: true })).toBeNull();
    expect(availabilityLabel({ delivery: true, transport: true })).toBeNull();
    expect(availabilityLabel({ pickup: true })).toBe('RETAIL_ONLY');
    expect(availabilityLabel({ pickup: true, transport: true })).toBeNull();
    expect(availabilityLabel({})).toBeNull();
  });
});
