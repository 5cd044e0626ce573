import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AuthCodeRepository, SendHistory } from './AuthCodeRepository';
import type { CaptchaVerifier } from './CaptchaVerifier';
import { requestSignInCode } from './requestSignInCode';

const limits = { windowMs: 3_600_000, codesPerPhone: 5, codesPerAddress: 30, phonesPerAddress: 3 };
const quiet: SendHistory = { phoneCodes: 0, lastPhoneCodeAt: null, phoneBlocked: false, addressCodes: 0, addressPhones: 0 };

/** The use-case over a fixed send history and a captcha that accepts only `good` tokens. */
function setup(history: Partial<SendHistory>) {
  const checked: string[] = [];
  const sent: string[] = [];
  const codes: AuthCodeRepository = {
    issue: async () => undefined,
    history: async () => ({ ...quiet, ...history }),
    active: async () => undefined,
    newest: async () => undefined,
    countAttempt: async () => 1,
    markUsed: async () => true,
  };
  const captcha: CaptchaVerifier = { verify: async (token) => (checked.push(token), { ok: token.startsWith('good') }) };
  const ask = requestSignInCode({
    codes,
    captcha,
    limits,
    sms: { send: async (phone) => (sent.push(phone), E.right(undefined)) },
    generator: { code: () => '123456' },
    hasher: { hash: (s) => `h${s}`, matches: () => false },
    clock: { now: () => new Date('2026-03-01T10:00:00Z') },
    ids: { uuid: () => 'id-1' },
  });
  const request = (token?: string) =>
    ask({ sessionId: 's', signedIn: false, phone: '+79121234567', country: 'ru', typeChannel: 'SMS', clientAddress: '10.0.0.1', additional: false, token });
  return { request, checked, sent };
}
const reason = (r: E.Either<{ _tag: string }, unknown>) => (E.isLeft(r) ? r.left._tag : 'OK');

describe('captcha on the sign-in code request (spec §7 NEED_CAPTCHA)', () => {
  it('asks for a captcha once the address asked codes for many phones, and sends nothing', async () => {
    const { request, sent } = setup({ addressPhones: 3 });
    expect(reason(await request())).toBe('NEED_CAPTCHA');
    expect(sent).toEqual([]);
  });

  it('lets a request with a valid token through, checked with the client address', async () => {
    const { request, checked, sent } = setup({ addressPhones: 3 });
    expect(reason(await request('good-1'))).toBe('OK');
    expect(checked).toEqual(['good-1']);
    expect(sent).toEqual(['+79121234567']);
  });

  it('answers NEED_CAPTCHA again for an invalid or empty token', async () => {
    const { request, sent } = setup({ addressPhones: 5 });
    expect(reason(await request('forged'))).toBe('NEED_CAPTCHA');
    expect(reason(await request(''))).toBe('NEED_CAPTCHA');
    expect(sent).toEqual([]);
  });

  it('does not consult the captcha while the address is below the limit', async () => {
    const { request, checked } = setup({ addressPhones: 2 });
    expect(reason(await request('forged'))).toBe('OK');
    expect(checked).toEqual([]);
  });

  it('keeps the other limits: a valid token does not lift TIME_LIMIT or TEMPORARILY_BLOCKED', async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ addressCodes: fc.integer({ min: 30, max: 99 }), phoneCodes: fc.integer({ min: 0, max: 99 }) }), async (history) => {
        expect(reason(await setup({ ...history, addressPhones: 9 }).request('good'))).toBe('TIME_LIMIT');
      }),
    );
    expect(reason(await setup({ phoneBlocked: true, addressPhones: 9 }).request('good'))).toBe('TEMPORARILY_BLOCKED');
  });
});
