import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOTTOM_MESSAGES, bottomMessageShown } from './bottomMessages';

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
});
