import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { payablePrice, shownPersonalPrice } from './personalPrice';

const d = (n: number) => new Decimal(n);

describe('personal price (spec §3 Product.personalPrice)', () => {
  it('is paid and shown only when below retail', () => {
    expect(payablePrice(d(5000), d(4250)).toNumber()).toBe(4250);
    expect(payablePrice(d(5000), d(5200)).toNumber()).toBe(5000);
    expect(payablePrice(d(5000), undefined).toNumber()).toBe(5000);
    expect(shownPersonalPrice(d(5000), d(4250))?.toNumber()).toBe(4250);
    expect(shownPersonalPrice(d(5000), d(5000))).toBeNull();
    expect(shownPersonalPrice(d(5000), undefined)).toBeNull();
  });

  it('the price paid is the shown personal price when there is one, else retail', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: undefined }), (retail, personal) => {
        const shown = shownPersonalPrice(d(retail), personal === undefined ? undefined : d(personal));
        expect(payablePrice(d(retail), personal === undefined ? undefined : d(personal)).toNumber()).toBe(shown ? shown.toNumber() : retail);
      }),
    );
  });
});
