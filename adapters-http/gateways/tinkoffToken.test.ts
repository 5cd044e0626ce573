import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasValidToken, signed, tinkoffToken } from './tinkoffToken';

describe('T-Bank Token', () => {
  it('follows the documented example: root values sorted by key with Password, nested objects left out', () => {
    // developer.tbank.ru/eacq/intro/developer/token: "19200Подарочная карта на 1000 рублей00000" + password + terminal key.
    const request = {
      TerminalKey: 'MerchantTerminalKey',
      Amount: 19200,
      OrderId: '00000',
      Description: 'Подарочная карта на 1000 рублей',
      Receipt: { Email: 'a@test.ru', Items: [] },
      DATA: { Phone: '+71234567890' },
    };
    // sha256("19200Подарочная карта на 1000 рублей0000011111111111111MerchantTerminalKey"), computed with sha256sum.
    expect(tinkoffToken(request, '11111111111111')).toBe('72dd466f8ace0a37a1f740ce5fb78101712bc0665d91a8108c7c8a0ccd426db2');
  });

  it('writes booleans and numbers as text and ignores a Token already present', () => {
    expect(tinkoffToken({ Success: true, Amount: 100, Token: 'x' }, 'p')).toBe(tinkoffToken({ Amount: '100', Success: 'true' }, 'p'));
  });

  it('accepts what it signed and refuses any changed value or another password', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.stringMatching(/^[A-Za-z]{1,8}$/).filter((k) => k !== 'Token' && k !== 'Password'),
          fc.oneof(fc.string(), fc.integer(), fc.boolean()),
          { minKeys: 1 },
        ),
        fc.string({ minLength: 1 }),
        (fields, password) => {
          const message = signed(fields, password);
          expect(hasValidToken(message, password)).toBe(true);
          expect(hasValidToken(message, `${password}x`)).toBe(false);
          const key = Object.keys(fields)[0]!;
          expect(hasValidToken({ ...message, [key]: `${String(fields[key])}1` }, password)).toBe(false);
        },
      ),
    );
  });
});
