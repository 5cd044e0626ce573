import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { footerYears, gridColumns, showsScrollTop, visibleNotifications } from './layout';

describe('layout rules (spec §2 Footer, §9)', () => {
  it('footer years run from 1997', () => {
    expect(footerYears(2025)).toBe('1997–2025');
    expect(footerYears(1997)).toBe('1997');
  });

  it('grid has 4 columns only for exactly 4 items', () => {
    expect([1, 3, 4, 5, 8].map(gridColumns)).toEqual([3, 3, 4, 3, 3]);
  });

  it('scroll-to-top only when scrolling up past the threshold', () => {
    expect(showsScrollTop(2000, 2100)).toBe(true);
    expect(showsScrollTop(2100, 2000)).toBe(false);
    expect(showsScrollTop(1000, 1100)).toBe(false);
    expect(showsScrollTop(900, 1000, 845)).toBe(true);
  });

  it('shows at most the 3 newest notifications', () => {
    expect(visibleNotifications([1, 2, 3, 4, 5])).toEqual([3, 4, 5]);
    fc.assert(
      fc.property(fc.array(fc.nat()), (q) => {
        const v = visibleNotifications(q);
        expect(v.length).toBe(Math.min(3, q.length));
        expect(v).toEqual(q.slice(q.length - v.length));
      }),
    );
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
