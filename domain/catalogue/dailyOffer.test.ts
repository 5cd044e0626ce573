import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAILY_OFFER_SIZE, dailyOffer, type OfferCandidate } from './dailyOffer';
import { moscowDate } from '../shipment/receivingDate';

const candidate = (productId: string, discountRate = 20, inStock = true): OfferCandidate => ({ productId, discountRate, inStock });
const many = (n: number) => Array.from({ length: n }, (_, i) => candidate(String(100_000 + i)));

const candidates = fc.uniqueArray(fc.record({ productId: fc.stringMatching(/^[0-9]{1,7}$/), discountRate: fc.constantFrom(0, 5, 30), inStock: fc.boolean() }), {
  selector: (c) => c.productId,
  maxLength: 80,
});
const day = fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

describe('daily offer (/catalog/daily-offer/ «Товар дня»)', () => {
  it('takes 24 of the discounted products in stock, and another set the next day', () => {
    const all = [...many(200), candidate('1', 0), candidate('2', 20, false)];
    const today = dailyOffer(all, '2026-11-23');
    expect(today).toHaveLength(DAILY_OFFER_SIZE);
    expect(today).not.toContain('1');
    expect(today).not.toContain('2');
    expect(dailyOffer(all, '2026-11-24')).not.toEqual(today);
  });

  it('offers every candidate when there are fewer than 24, none when nothing is discounted', () => {
    expect([...dailyOffer(many(3), '2026-11-23')].sort()).toEqual(['100000', '100001', '100002']);
    expect(dailyOffer([candidate('7', 0)], '2026-11-23')).toEqual([]);
  });

  it('changes at midnight in Moscow, not UTC', () => {
    const all = many(200);
    expect(dailyOffer(all, moscowDate(new Date('2026-11-22T21:30:00Z')))).toEqual(dailyOffer(all, '2026-11-23'));
    expect(dailyOffer(all, moscowDate(new Date('2026-11-22T20:59:59Z')))).toEqual(dailyOffer(all, '2026-11-22'));
  });

  it('on one day picks the same set whatever the order of the candidates, only discounted products in stock', () => {
    fc.assert(
      fc.property(candidates, day, fc.integer({ min: 0, max: 30 }), (list, date, size) => {
        const picked = dailyOffer(list, date, size);
        expect([...dailyOffer([...list].reverse(), date, size)]).toEqual([...picked]);
        const eligible = list.filter((c) => c.discountRate > 0 && c.inStock);
        expect(picked).toHaveLength(Math.min(size, eligible.length));
        expect(new Set(picked).size).toBe(picked.length);
        for (const id of picked) expect(eligible.some((c) => c.productId === id)).toBe(true);
      }),
    );
  });

  it('a product leaving the candidates never brings in a different set beyond its replacement', () => {
    fc.assert(
      fc.property(candidates, day, (list, date) => {
        const picked = dailyOffer(list, date, 10);
        const [gone] = picked;
        if (gone === undefined) return;
        const after = dailyOffer(
          list.filter((c) => c.productId !== gone),
          date,
          10,
        );
        expect(picked.slice(1).every((id) => after.includes(id))).toBe(true);
      }),
    );
  });
});
