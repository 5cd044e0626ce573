import { describe, expect, it } from 'vitest';
import { readAuthConfig } from './authConfig';

describe('sign-in code limits from the environment', () => {
  it('keeps 30 codes an address an hour unless SIGN_IN_CODES_PER_ADDRESS says otherwise, and refuses nonsense', () => {
    expect(readAuthConfig({}).sendLimits).toMatchObject({ codesPerAddress: 30, codesPerPhone: 5, phonesPerAddress: 10 });
    expect(readAuthConfig({ SIGN_IN_CODES_PER_ADDRESS: '500' }).sendLimits?.codesPerAddress).toBe(500);
    for (const bad of ['0', '-1', 'many', '1e3']) expect(() => readAuthConfig({ SIGN_IN_CODES_PER_ADDRESS: bad })).toThrow(/SIGN_IN_CODES_PER_ADDRESS/);
  });

  it('asks for the captcha from the 11th phone of an address unless SIGN_IN_PHONES_PER_ADDRESS says otherwise', () => {
    expect(readAuthConfig({ SIGN_IN_PHONES_PER_ADDRESS: '400' }).sendLimits).toMatchObject({ phonesPerAddress: 400, codesPerAddress: 30 });
    for (const bad of ['0', 'ten']) expect(() => readAuthConfig({ SIGN_IN_PHONES_PER_ADDRESS: bad })).toThrow(/SIGN_IN_PHONES_PER_ADDRESS/);
  });
});
