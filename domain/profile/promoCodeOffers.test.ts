import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PromoCode } from '../checkout/promoCodes';
import { promoCodeDescription, promoCodeOffers } from './promoCodeOffers';

const code = (over: Partial<PromoCode>): PromoCode => ({
  code: 'X',
  kind: 'PERCENT',
  value: new Decimal(10),
  minProductsCost: new Decimal(0),
  maxUses: null,
  uses: 0,
  activeTo: null,
  ...over,
});
const NOW = new Date('2026-11-23T00:00:00Z');

describe('promo codes in the profile (spec §7 GET /profiles/current/promocodes)', () => {
  it('describes what a code gives', () => {
    expect(promoCodeDescription(code({ value: new Decimal(10) }))).toBe('Скидка 10 %');
    expect(promoCodeDescription(code({ kind: 'AMOUNT', value: new Decimal(500), minProductsCost: new Decimal(3000) }))).toMatch(
      /^Скидка 500\s₽ на заказ от 3\s000\s₽$/,
    );
    expect(promoCodeDescription(code({ kind: 'AMOUNT', value: new Decimal(1000), maxUses: 1 }))).toMatch(/^Скидка 1\s000\s₽. Действует на один заказ$/);
  });

  it('lists codes that can still be applied, soonest to end first', () => {
    const offers = promoCodeOffers(
      [
        code({ code: 'OPEN' }),
        code({ code: 'EXPIRED', activeTo: new Date('2020-09-01') }),
        code({ code: 'USED', maxUses: 1, uses: 1 }),
        code({ code: 'SOON', activeTo: new Date('2026-12-01') }),
        code({ code: 'LATER', activeTo: new Date('2027-01-01') }),
      ],
      NOW,
    );
    expect(offers.map((o) => o.code)).toEqual(['SOON', 'LATER', 'OPEN']);
  });

  it('never lists a code the cart would refuse as expired or exhausted (property)', () => {
    const arb = fc.record({
      activeTo: fc.option(fc.date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })),
      maxUses: fc.option(fc.integer({ min: 1, max: 3 })),
      uses: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(fc.array(arb, { maxLength: 8 }), (rows) => {
        const codes = rows.map((r, i) => code({ code: `C${i}`, ...r, uses: r.maxUses === null ? r.uses : Math.min(r.uses, r.maxUses) }));
        for (const offer of promoCodeOffers(codes, NOW)) {
          const promo = codes.find((c) => c.code === offer.code)!;
          expect(promo.activeTo === null || promo.activeTo > NOW).toBe(true);
          expect(promo.maxUses === null || promo.uses < promo.maxUses).toBe(true);
        }
      }),
    );
  });
});
