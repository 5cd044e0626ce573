import { describe, expect, it } from 'vitest';
import { pickupTerms } from './pickupAvailability';
import { meetsFilters } from './pickupFilters';

describe('pickup terms (spec §7 GET /pickup-terms)', () => {
  it('states free pickup for the kinds of place a city has, shops first, in the day bounds pickupDays gives', () => {
    expect(pickupTerms(['PICKUP_POINT', 'SHOP'])).toEqual([
      { kind: 'SHOP', deliveryCost: '0.00', daysFrom: 0, daysTo: 2 },
      { kind: 'PICKUP_POINT', deliveryCost: '0.00', daysFrom: 1, daysTo: 2 },
    ]);
    expect(pickupTerms(['PICKUP_POINT']).map((t) => t.kind)).toEqual(['PICKUP_POINT']);
    expect(pickupTerms([])).toEqual([]);
  });
});

describe('pickup filters (spec §9 Pickup filters)', () => {
  it('keeps a place that offers every filter asked', () => {
    const place = { filters: ['CARD_PAYMENT', 'SAMPLE'] };
    expect(meetsFilters(place, [])).toBe(true);
    expect(meetsFilters(place, ['CARD_PAYMENT', 'SAMPLE'])).toBe(true);
    expect(meetsFilters(place, ['CARD_PAYMENT', 'AROUND_THE_CLOCK'])).toBe(false);
  });
});
