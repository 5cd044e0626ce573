import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pricePlaceholders, selectedPriceRange } from './priceRange';

const bounds = fc.tuple(fc.nat(100_000), fc.nat(100_000)).map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));
const typed = fc.record({ from: fc.option(fc.nat(200_000), { nil: null }), to: fc.option(fc.nat(200_000), { nil: null }) });

describe('the price filter fields', () => {
  it('fills untyped ends from the bounds: «от 16000» over goods up to 5999 does not read «до 5999»', () => {
    expect(selectedPriceRange({ min: 699, max: 5999 }, { from: 16000, to: null })).toEqual({ from: 16000, to: 16000 });
    expect(selectedPriceRange({ min: 699, max: 5999 }, { from: null, to: null })).toEqual({ from: 699, to: 5999 });
    expect(selectedPriceRange({ min: 699, max: 5999 }, { from: 1000, to: null })).toEqual({ from: 1000, to: 5999 });
    expect(pricePlaceholders({ min: 699, max: 5999 }, { from: 16000, to: null })).toEqual({ from: 699, to: null });
    expect(pricePlaceholders({ min: 699, max: 5999 }, { from: null, to: 500 })).toEqual({ from: null, to: 5999 });
    expect(pricePlaceholders(null, { from: 1, to: null })).toEqual({ from: null, to: null });
    // A bound equal to the other field's typed value does not cross it.
    expect(pricePlaceholders({ min: 699, max: 5999 }, { from: null, to: 699 })).toEqual({ from: 699, to: 5999 });
    expect(pricePlaceholders({ min: 699, max: 5999 }, { from: 5999, to: null })).toEqual({ from: 699, to: 5999 });
  });

  it('keeps typed values and never crosses an untyped end over a typed one', () => {
    fc.assert(
      fc.property(bounds, typed, (b, t) => {
        const range = selectedPriceRange(b, t);
        if (t.from !== null) expect(range.from).toBe(t.from);
        if (t.to !== null) expect(range.to).toBe(t.to);
        if (t.from === null || t.to === null) expect(range.from).toBeLessThanOrEqual(range.to);
        const hints = pricePlaceholders(b, t);
        if (hints.to !== null && t.from !== null) expect(hints.to).toBeGreaterThanOrEqual(t.from);
        if (hints.from !== null && t.to !== null) expect(hints.from).toBeLessThanOrEqual(t.to);
      }),
    );
  });
});
