import { describe, expect, it } from 'vitest';
import { CHECKOUT_STEPS, stepNumber } from './checkoutSteps';
import { cartAnalyticsType, cartHeader, cartPageMode, legalEntityRequest } from './cartPage';

describe('checkout steps (spec §2)', () => {
  it('runs shipment (1), contacts (2), payment (3), privacy (4), subscription (5)', () => {
    expect(CHECKOUT_STEPS.map((s) => [s, stepNumber(s)])).toEqual([
      ['shipment', 1],
      ['contacts', 2],
      ['payment', 3],
      ['privacy', 4],
      ['subscription', 5],
    ]);
  });
});

describe('cart page (spec §2 Routes, Page types)', () => {
  it('picks the mode from query and hash', () => {
    expect(cartPageMode({ step: 'checkout' }, '')).toBe('checkout');
    expect(cartPageMode({ type: 'fast' }, '#pickup')).toBe('fastCheckout');
    expect(cartPageMode({ type: 'fast' }, '')).toBe('cart');
    expect(cartPageMode({}, '')).toBe('cart');
    expect(cartAnalyticsType({ step: 'checkout' })).toBe('CHECKOUT');
    expect(cartAnalyticsType({})).toBe('CART');
    expect(cartHeader(true)).toBe('full');
    expect(cartHeader(false)).toBe('reduced');
  });

  it('sends accountant and ceo only when present', () => {
    expect(legalEntityRequest({ accountant: 'Иванова', ceo: '' })).toEqual({ accountant: 'Иванова' });
    expect(legalEntityRequest({ ceo: null })).toEqual({});
  });
});
