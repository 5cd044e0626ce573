import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { basketHover } from './cartPreview';

describe('header basket hover (spec §2 Layout, §4 Menus)', () => {
  it('shows the tooltip only for an empty cart, the mini-preview only on desktop outside the cart page', () => {
    expect(basketHover(0, '/', 1440)).toBe('tooltip');
    expect(basketHover(2, '/', 1440)).toBe('miniPreview');
    expect(basketHover(2, '/cart/', 1440)).toBe('nothing');
    expect(basketHover(2, '/', 1023)).toBe('nothing');
    expect(basketHover(2, '/', 375)).toBe('nothing');
  });

  it('never loads the mini-preview on the cart page or below 1024 px', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.constantFrom('/', '/cart/', '/cart/thanks/1/', '/catalog/x/'), fc.nat(2560), (count, path, width) => {
        const shown = basketHover(count, path, width);
        if (path.startsWith('/cart/') || width < 1024) expect(shown).not.toBe('miniPreview');
        expect(shown === 'tooltip').toBe(count === 0);
      }),
    );
  });
});
