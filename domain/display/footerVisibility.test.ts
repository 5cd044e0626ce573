import { describe, expect, it } from 'vitest';
import { showsFooter } from './footerVisibility';

describe('footer visibility (spec §2 Routes)', () => {
  it('hides the footer on the thank-you page only', () => {
    expect(showsFooter('/cart/thanks/1000001/')).toBe(false);
    expect(showsFooter('/cart/')).toBe(true);
    expect(showsFooter('/')).toBe(true);
  });
});
