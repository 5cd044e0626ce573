import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOTTOM_MESSAGES, type Band, bottomMessageShown, messageEdge } from './bottomMessages';

describe('the shell’s bottom messages (spec §4 Location, Cookie notice, Popups)', () => {
  it('ask the city first, then about cookies, then show a popup, then offer the one-tap sign-in', () => {
    expect(bottomMessageShown({ location: true, cookies: true, popup: true, signIn: true })).toBe('location');
    expect(bottomMessageShown({ location: false, cookies: true, popup: true, signIn: true })).toBe('cookies');
    expect(bottomMessageShown({ location: false, cookies: false, popup: true, signIn: true })).toBe('popup');
    expect(bottomMessageShown({ location: false, cookies: false, popup: false, signIn: true })).toBe('signIn');
    expect(bottomMessageShown({ location: false, cookies: false, popup: false, signIn: false })).toBeNull();
  });

  it('show exactly one of those waiting, none of those not', () => {
    fc.assert(
      fc.property(fc.record({ location: fc.boolean(), cookies: fc.boolean(), popup: fc.boolean(), signIn: fc.boolean() }), (waiting) => {
        const shown = bottomMessageShown(waiting);
        expect(shown === null).toBe(!BOTTOM_MESSAGES.some((m) => waiting[m]));
        if (shown) expect(waiting[shown]).toBe(true);
      }),
    );
  });

  // A 375 × 812 phone: the city question (111 px high) above the 56 px navigation bar, or 12 px under the top.
  const phone = { bottom: { top: 633, bottom: 744 }, top: { top: 12, bottom: 123 } };

  it('stay at the bottom unless the heading is there: a product’s two-line name under its gallery sends them to the top', () => {
    expect(messageEdge({ top: 96, bottom: 130 }, phone, 'bottom')).toBe('bottom');
    expect(messageEdge(null, phone, 'top')).toBe('bottom');
    expect(messageEdge({ top: 577, bottom: 688 }, phone, 'bottom')).toBe('top');
    // Scrolled on, the name passes under the top place: back to the bottom.
    expect(messageEdge({ top: 60, bottom: 171 }, phone, 'top')).toBe('bottom');
    // A name on both places at once is covered whichever is taken: the message stays put.
    expect(messageEdge({ top: 100, bottom: 700 }, phone, 'top')).toBe('top');
  });

  it('cover the heading only when both places would', () => {
    const band = fc.tuple(fc.integer({ min: -900, max: 900 }), fc.integer({ min: 1, max: 900 })).map(([top, height]): Band => ({ top, bottom: top + height }));
    const overlaps = (a: Band, b: Band) => a.top < b.bottom && b.top < a.bottom;
    fc.assert(
      fc.property(band, band, band, fc.constantFrom('bottom' as const, 'top' as const), (heading, top, bottom, current) => {
        const edge = messageEdge(heading, { top, bottom }, current);
        const taken = edge === 'top' ? top : bottom;
        if (!overlaps(heading, top) || !overlaps(heading, bottom)) expect(overlaps(heading, taken)).toBe(false);
        if (!overlaps(heading, bottom)) expect(edge).toBe('bottom');
      }),
    );
  });
});
