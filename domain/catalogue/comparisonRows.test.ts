import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { comparisonRows, MISSING_VALUE } from './comparisonRows';

describe('comparison rows', () => {
  it('line the products up characteristic by characteristic, «—» where one has none, marking the rows that differ', () => {
    const rows = comparisonRows([
      [
        { name: 'Бренд', value: 'Nike' },
        { name: 'Сезон', value: 'лето' },
      ],
      [
        { name: 'Бренд', value: 'Nike' },
        { name: 'Материал', value: 'сетка' },
        { name: 'Сезон', value: 'зима' },
      ],
    ]);
    expect(rows).toEqual([
      { name: 'Бренд', values: ['Nike', 'Nike'], differs: false },
      { name: 'Сезон', values: ['лето', 'зима'], differs: true },
      { name: 'Материал', values: [MISSING_VALUE, 'сетка'], differs: true },
    ]);
  });

  it('have one row per characteristic and one value per product; one product alone differs in nothing', () => {
    const characteristic = fc.record({ name: fc.constantFrom('a', 'b', 'c', 'd'), value: fc.constantFrom('1', '2') });
    fc.assert(
      fc.property(fc.array(fc.uniqueArray(characteristic, { selector: (c) => c.name }), { maxLength: 5 }), (products) => {
        const rows = comparisonRows(products);
        expect(rows.map((r) => r.name)).toEqual([...new Set(products.flat().map((c) => c.name))]);
        for (const row of rows) {
          expect(row.values).toHaveLength(products.length);
          expect(row.differs).toBe(row.values.some((v) => v !== row.values[0]));
        }
        if (products.length === 1) expect(rows.every((r) => !r.differs)).toBe(true);
      }),
    );
  });
});
