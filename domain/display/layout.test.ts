import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { footerYears, gridColumns, showsBasketTooltip, showsScrollTop, stickyHeaderHeight, visibleNotifications } from './layout';
import { RUSSIAN_TIME_ZONES, russianTimeZone } from './timeZones';

describe('layout rules (spec §2 Footer, §9)', () => {
  it('footer years run from 1997', () => {
    expect(footerYears(2025)).toBe('1997–2025');
    expect(footerYears(1997)).toBe('1997');
  });

  it('grid has 4 columns only for exactly 4 items', () => {
    expect([1, 3, 4, 5, 8].map(gridColumns)).toEqual([3, 3, 4, 3, 3]);
  });

  it('scroll-to-top only when scrolling up past the threshold; basket tooltip only for an empty cart', () => {
    expect(showsScrollTop(2000, 2100)).toBe(true);
    expect(showsScrollTop(2100, 2000)).toBe(false);
    expect(showsScrollTop(1000, 1100)).toBe(false);
    expect(showsScrollTop(900, 1000, 845)).toBe(true);
    expect(showsBasketTooltip(0)).toBe(true);
    expect(showsBasketTooltip(2)).toBe(false);
  });

  it('sticky height is never below 0', () => {
    fc.assert(fc.property(fc.integer(), (h) => { expect(stickyHeaderHeight(h)).toBeGreaterThanOrEqual(0); }));
  });

  it('shows at most the 3 newest notifications', () => {
    expect(visibleNotifications([1, 2, 3, 4, 5])).toEqual([3, 4, 5]);
    fc.assert(fc.property(fc.array(fc.nat()), (q) => {
      const v = visibleNotifications(q);
      expect(v.length).toBe(Math.min(3, q.length));
      expect(v).toEqual(q.slice(q.length - v.length));
    }));
  });

  it('lists UTC+2..UTC+12 with Moscow as default', () => {
    expect(RUSSIAN_TIME_ZONES.map((z) => z.offsetHours)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(russianTimeZone(undefined).offsetHours).toBe(3);
    expect(russianTimeZone(1).offsetHours).toBe(3);
    expect(russianTimeZone(7).label).toBe('UTC+7');
  });
});

describe('timings (spec §9)', () => {
  it('popup delay is seconds × 1000', async () => {
    const { popupDelayMs, TIMINGS } = await import('./timings');
    expect(popupDelayMs(3)).toBe(3000);
    expect(popupDelayMs(undefined)).toBe(0);
    expect(TIMINGS.locationAutoConfirm).toBe(10_000);
  });
});
