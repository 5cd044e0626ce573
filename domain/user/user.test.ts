import { describe, expect, it } from 'vitest';
import { headerControls, isAnonymous, isOperator, operatorClientPlates, operatorModeLabel, showsCookieNotice } from './roles';
import { isEnabled } from './featureToggles';

const operator = { anonymous: false, operatorInfo: { mode: 'ADD_PRODUCT' as const, login: 'op1' } };

describe('roles (spec §6)', () => {
  it('is anonymous unless the flag is explicitly false', () => {
    expect(isAnonymous({})).toBe(true);
    expect(isAnonymous({ anonymous: null })).toBe(true);
    expect(isAnonymous({ anonymous: false })).toBe(false);
  });

  it('operators: mode label, plates, hidden controls in add-product mode, no cookie notice', () => {
    expect(isOperator(operator)).toBe(true);
    expect(operatorModeLabel('ADD_PRODUCT')).not.toBe(operatorModeLabel('CREATE_BASKET'));
    expect(operatorClientPlates({ profileCompleted: false, mobileAppInstalled: 'NEVER' })).toEqual(['Не заполнена анкета', 'Не установлено МП']);
    expect(operatorClientPlates({ profileCompleted: true, mobileAppInstalled: 'ANDROID' })).toEqual([]);
    expect(headerControls(operator)).toEqual({ userButton: false, wishlist: false, cart: false });
    expect(headerControls({ operatorInfo: { mode: 'CREATE_BASKET', login: 'x' } }).cart).toBe(true);
    expect(showsCookieNotice(operator, false, true)).toBe(false);
    expect(showsCookieNotice({}, false, true)).toBe(true);
    expect(showsCookieNotice({}, true, true)).toBe(false);
  });

  it('feature toggles default to false', () => {
    expect(isEnabled({}, 'FT9519')).toBe(false);
    expect(isEnabled({ FT9519: null }, 'FT9519')).toBe(false);
    expect(isEnabled({ FT9519: true }, 'FT9519')).toBe(true);
  });
});
