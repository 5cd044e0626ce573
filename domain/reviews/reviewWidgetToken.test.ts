import { describe, expect, it } from 'vitest';
import { ANONYMOUS_AUTHOR } from './reviews';
import { reviewWidgetClaims } from './reviewWidgetToken';

describe('the review widget token (spec §7 GET /shoppilot/jwt-tokens)', () => {
  it('signs reviews with the first name for an hour from now, in whole seconds', () => {
    expect(reviewWidgetClaims('c-1', ' Анна ', new Date('2026-11-28T10:00:00.900Z'))).toEqual({
      sub: 'c-1',
      name: 'Анна',
      iat: 1_795_860_000,
      exp: 1_795_863_600,
    });
  });

  it('signs as «Покупатель» a customer with no first name', () => {
    for (const firstName of [null, '', '  ']) expect(reviewWidgetClaims('c-1', firstName, new Date(0)).name).toBe(ANONYMOUS_AUTHOR);
  });
});
