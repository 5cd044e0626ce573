import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { afterSignInStep, identitySignIn, showsFloatingSignIn, withoutIdentityPayload } from './externalSignIn';

describe('external sign-in (spec §4 Auth)', () => {
  it('reads each identity payload into its sign-in call', () => {
    expect(identitySignIn({ vkIdPayload: JSON.stringify({ token: 't', uuid: 'u' }) })).toEqual({ channel: 'VKONTAKTE', body: { silentToken: 't', uuid: 'u' } });
    expect(identitySignIn({ sberIdPayload: JSON.stringify({ code: 'c', state: 's' }) })).toEqual({ channel: 'SBER_ID', body: { authCode: 'c', state: 's' } });
    expect(identitySignIn({ yandexIdPayload: JSON.stringify({ access_token: 'a' }) })).toEqual({ channel: 'YANDEX_ID', body: { oauthToken: 'a' } });
    expect(identitySignIn({ vkIdPayload: '{bad json' })).toBeNull();
    expect(identitySignIn({ yandexIdPayload: '{}' })).toBeNull();
  });

  it('signs in only with a whole payload of non-empty strings', () => {
    for (const vk of [{ token: 't' }, { uuid: 'u' }, { token: 't', uuid: '' }, { token: 5, uuid: 'u' }]) {
      expect(identitySignIn({ vkIdPayload: JSON.stringify(vk) })).toBeNull();
    }
    for (const sber of [{ code: 'c' }, { state: 's' }, { code: ['c'], state: 's' }]) expect(identitySignIn({ sberIdPayload: JSON.stringify(sber) })).toBeNull();
    expect(identitySignIn({ yandexIdPayload: JSON.stringify({ access_token: true }) })).toBeNull();
  });

  it('never throws on arbitrary query values', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('vkIdPayload', 'sberIdPayload', 'yandexIdPayload', 'q'), fc.oneof(fc.string(), fc.json())), (q) => {
        expect(() => identitySignIn(q)).not.toThrow();
      }),
    );
  });

  it('removes the payload keys and keeps the rest', () => {
    expect(withoutIdentityPayload({ vkIdPayload: 'x', step: 'checkout' })).toEqual({ step: 'checkout' });
  });

  it('AUTHORIZATION reloads, REGISTRATION opens the dialog at step 3', () => {
    expect(afterSignInStep('AUTHORIZATION')).toEqual({ _tag: 'reload' });
    expect(afterSignInStep('REGISTRATION')).toEqual({ _tag: 'openDialog', dialogStep: 3 });
    expect(afterSignInStep('ENRICHMENT')).toEqual({ _tag: 'enrich' });
    expect(showsFloatingSignIn(true, true)).toBe(false);
    expect(showsFloatingSignIn(false, true)).toBe(true);
  });
});
