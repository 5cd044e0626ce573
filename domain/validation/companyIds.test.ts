import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { COMPANY_ID_DIGITS, validateCompanyId, type CompanyIdKind } from './companyIds';

describe('company ids (spec §5)', () => {
  it('tin has 10 or 12 digits with its own message', () => {
    expect(validateCompanyId('tin', '7707083893')).toEqual(E.right('7707083893'));
    expect(validateCompanyId('tin', '500100732259')).toEqual(E.right('500100732259'));
    expect(validateCompanyId('tin', '77070838931')).toEqual(E.left({ _tag: 'tin' }));
  });

  it('bic 9 or empty, iec 9, accounts 20, ogrn 13 or 15', () => {
    expect(validateCompanyId('bic', '')).toEqual(E.right(''));
    expect(E.isRight(validateCompanyId('bic', '044525225'))).toBe(true);
    expect(validateCompanyId('iec', '')).toEqual(E.left({ _tag: 'required' }));
    expect(validateCompanyId('iec', '77360100')).toEqual(E.left({ _tag: 'format' }));
    expect(E.isRight(validateCompanyId('paymentAccount', '40702810938000000001'))).toBe(true);
    expect(E.isRight(validateCompanyId('correspondentAccount', '30101810400000000225'))).toBe(true);
    expect(E.isRight(validateCompanyId('ogrn', '1027700132195'))).toBe(true);
    expect(E.isRight(validateCompanyId('ogrn', '304500116000157'))).toBe(true);
    expect(E.isLeft(validateCompanyId('ogrn', '10277001321951'))).toBe(true);
  });

  it('accepts a digit string exactly when its length is allowed', () => {
    const kinds = Object.keys(COMPANY_ID_DIGITS) as CompanyIdKind[];
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.stringMatching(/^\d{1,22}$/), (kind, digits) => {
        expect(E.isRight(validateCompanyId(kind, digits))).toBe(COMPANY_ID_DIGITS[kind].includes(digits.length));
      }),
    );
  });
});
