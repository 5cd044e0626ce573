import { describe, expect, it } from 'vitest';
import { ARRIVAL_PLANNED, availabilityMark } from './soldOut';

describe('the availability mark of a product', () => {
  it('marks goods without stock sold out, unless they are only on sale soon', () => {
    expect(availabilityMark({ onSaleSoon: false, inStock: false })).toBe('SOLD_OUT');
    expect(availabilityMark({ onSaleSoon: false, inStock: true })).toBeNull();
    expect(availabilityMark({ onSaleSoon: true, inStock: false })).toBe('ON_SALE_SOON');
    expect(ARRIVAL_PLANNED).toBe('Планируется поступление');
  });
});
