import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHECKOUT_STEPS, nextStep, previousStep, stepNumber } from './checkoutSteps';
import { cartAnalyticsType, cartHeader, cartPageMode, legalEntityRequest } from './cartPage';

describe('checkout steps (spec §2)', () => {
  it('runs shipment (1), contacts (2), payment (3), privacy (4), subscription (5)', () => {
    expect(CHECKOUT_STEPS.map((s) => [s, stepNumber(s)])).toEqual([['shipment', 1], ['contacts', 2], ['payment', 3], ['privacy', 4], ['subscription', 5]]);
    expect(nextStep('subscription')).toBeNull();
    expect(previousStep('shipment')).toBeNull();
  });

  it('next and previous are inverse', () => {
    fc.assert(fc.property(fc.constantFrom(...CHECKOUT_STEPS), (s) => {
      const n = nextStep(s);
      if (n) expect(previousStep(n)).toBe(s);
      const p = previousStep(s);
      if (p) expect(nextStep(p)).toBe(s);
    }));
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
