import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handOverLimit, handOverWays, mayHandOver } from './handOverRules';

const traits = fc.record({ shippedBySeller: fc.boolean(), bulky: fc.boolean() });
const ways = ['SHOP', 'PICKUP_POINT', 'COURIER'] as const;

describe('how goods may be handed over (spec §4 Product availability)', () => {
  it('gives a partner seller’s goods by courier only and bulky goods in shops only', () => {
    expect(handOverLimit({ shippedBySeller: true, bulky: false })).toBe('DELIVERY_ONLY');
    expect(handOverLimit({ shippedBySeller: false, bulky: true })).toBe('RETAIL_ONLY');
    expect(handOverLimit({ shippedBySeller: false, bulky: false })).toBeNull();
    expect(ways.filter((w) => mayHandOver('DELIVERY_ONLY', w))).toEqual(['COURIER']);
    expect(ways.filter((w) => mayHandOver('RETAIL_ONLY', w))).toEqual(['SHOP']);
    expect(ways.filter((w) => mayHandOver(null, w))).toEqual([...ways]);
  });

  it('allows a way by the limit exactly when the product’s ways hold it, unless nothing can carry it', () => {
    fc.assert(
      fc.property(traits, fc.constantFrom(...ways), (t, way) => {
        const possible = handOverWays(t);
        if (possible.length > 0) expect(mayHandOver(handOverLimit(t), way)).toBe(possible.includes(way));
        else expect(t.shippedBySeller && t.bulky).toBe(true);
      }),
    );
  });
});
