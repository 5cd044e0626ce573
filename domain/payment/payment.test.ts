import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isOnReceipt, methodAllowedFor, ON_RECEIPT_METHODS, PAYMENT_METHODS } from './paymentMethods';
import { PAYMENT_TOOLS, selectPaymentOption, shownPaymentOptions, type PaymentOption } from './paymentOptions';
import { allowedPaymentOptions, isAllowedPayment, type HandOver } from './allowedPaymentOptions';

const opt = (paymentMethod: string, paymentTool: string | null = null): PaymentOption => ({ paymentMethod, paymentTool, isSelected: false });

describe('payment methods (spec §9)', () => {
  it('has the on-receipt set', () => {
    expect([...ON_RECEIPT_METHODS].sort()).toEqual(['CASH_TO_COURIER', 'CASH_TO_EXT_STORE', 'IN_STORE', 'TO_COURIER', 'TO_EXT_STORE']);
    expect(isOnReceipt('CARD_ONLINE')).toBe(false);
    expect(PAYMENT_METHODS).toHaveLength(15);
  });

  it('CASHLESS is for legal entities only', () => {
    expect(methodAllowedFor('CASHLESS', false)).toBe(false);
    expect(methodAllowedFor('CASHLESS', true)).toBe(true);
    expect(methodAllowedFor('CARD_ONLINE', false)).toBe(true);
  });
});

describe('payment options (spec §5 Payment options)', () => {
  const all = [...PAYMENT_METHODS];
  it('shows only allowed methods; with a tool only FPS, CARD_ONLINE, SBER_PAY', () => {
    const options = [
      opt('CARD_ONLINE'),
      opt('ONLINE', 'SBER_PAY'),
      opt('ONLINE', 'APPLE_PAY'),
      opt('ONLINE', 'FASTER_PAYMENT_SYSTEM'),
      opt('CASHLESS'),
      opt('BITCOIN'),
      opt('IN_STORE'),
    ];
    expect(shownPaymentOptions(options, all, false).map((o) => `${o.paymentMethod}/${o.paymentTool}`)).toEqual([
      'CARD_ONLINE/null',
      'ONLINE/SBER_PAY',
      'ONLINE/FASTER_PAYMENT_SYSTEM',
      'IN_STORE/null',
    ]);
    expect(shownPaymentOptions([opt('CASHLESS')], all, true)).toHaveLength(1);
    expect(shownPaymentOptions([opt('IN_STORE')], ['CARD_ONLINE'], false)).toHaveLength(0);
  });

  it('the filter keeps a subset in order and is idempotent', () => {
    const arb = fc.array(
      fc.record({ paymentMethod: fc.constantFrom(...all, 'X'), paymentTool: fc.constantFrom(null, ...PAYMENT_TOOLS), isSelected: fc.boolean() }),
    );
    fc.assert(
      fc.property(arb, fc.subarray(all), fc.boolean(), (options, allowed, legal) => {
        const shown = shownPaymentOptions(options, allowed, legal);
        expect(shownPaymentOptions(shown, allowed, legal)).toEqual(shown);
        expect(options.filter((o) => shown.includes(o))).toEqual(shown);
        expect(shown.every((o) => o.paymentTool == null || ['FASTER_PAYMENT_SYSTEM', 'CARD_ONLINE', 'SBER_PAY'].includes(o.paymentTool))).toBe(true);
      }),
    );
  });

  it('selects exactly the chosen option', () => {
    const selected = selectPaymentOption([opt('CARD_ONLINE'), opt('ONLINE', 'SBER_PAY')], 'ONLINE', 'SBER_PAY');
    expect(selected.map((o) => o.isSelected)).toEqual([false, true]);
  });
});

describe('payment options by hand-over (spec §9, the shop’s mapping)', () => {
  it('offers card, FPS and SberPay online everywhere and the on-receipt method of the place', () => {
    const methods = (h: HandOver) => allowedPaymentOptions(h, false).map((o) => `${o.paymentMethod}/${o.paymentTool ?? ''}`);
    expect(methods('SHOP')).toEqual(['CARD_ONLINE/CARD_ONLINE', 'CARD_ONLINE/FASTER_PAYMENT_SYSTEM', 'CARD_ONLINE/SBER_PAY', 'IN_STORE/']);
    expect(methods('COURIER')).toContain('CASH_TO_COURIER/');
    expect(isAllowedPayment({ paymentMethod: 'CASH_TO_COURIER', paymentTool: null }, 'SHOP', false)).toBe(false);
  });

  it('lets a legal entity pay only CASHLESS, and nobody else CASHLESS', () => {
    fc.assert(
      fc.property(fc.constantFrom<HandOver>('SHOP', 'PICKUP_POINT', 'COURIER'), fc.boolean(), (h, legal) => {
        const options = allowedPaymentOptions(h, legal);
        expect(options.every((o) => (o.paymentMethod === 'CASHLESS') === legal)).toBe(true);
        expect(options.every((o) => shownPaymentOptions([{ ...o, isSelected: false }], PAYMENT_METHODS, legal).length === 1)).toBe(true);
      }),
    );
  });
});
