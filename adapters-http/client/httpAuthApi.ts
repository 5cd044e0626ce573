import * as t from 'io-ts';
import type { AuthApi } from '../../application/auth/signInViewModel';
import type { ExternalAuthApi } from '../../application/auth/externalSignInViewModel';
import * as E from 'fp-ts/Either';
import { CaptchaToken, CodeSent, IdentityStart, SignInAnswer, UserInfo } from '../contract/auth';
import type { ApiRequest } from './apiClient';

const Empty = t.unknown;

/** The development captcha's token, from the route that exists only while it is configured. */
const devCaptchaToken = (request: ApiRequest) => async () => E.map((a: CaptchaToken) => a.token)(await request('GET', '/dev/captcha-token', CaptchaToken));

/** The sign-in dialog's port over the API (spec §7 Auth); captcha tokens from the given source. */
export function httpAuthApi(request: ApiRequest, captchaToken: AuthApi['captchaToken'] = devCaptchaToken(request)): AuthApi {
  return {
    requestCode: (phone, additional, token = '') =>
      additional
        ? request('POST', '/auth/phone/codes/_sendAdditional', CodeSent, { phone, token })
        : request('POST', '/auth/phone/codes', CodeSent, { phone, typeChannel: 'SMS', token }),
    captchaToken,
    exchange: (phone, code) => request('POST', '/auth/tokens', SignInAnswer, { phone, code }),
    register: (values) => request('POST', '/profiles', UserInfo, values),
    logout: () => request('POST', '/auth/_logout', Empty, {}),
  };
}

/** The operator panel's calls (spec §7 Auth, §6). */
export function httpOperatorApi(request: ApiRequest) {
  return {
    leaveClient: () => request('POST', '/auth/customer/_logout', Empty, {}),
    register: (phone: string) => request('POST', '/csm/_register', t.type({ customerId: t.string }), { phone }),
    logout: () => request('POST', '/auth/_logout', Empty, {}),
  };
}

const SLUG = { VKONTAKTE: 'vk', SBER_ID: 'sber-id', YANDEX_ID: 'yandex-id' } as const;

/** Sign-in with VK ID, Sber ID, Yandex ID over the API (spec §7 Auth). */
export function httpExternalAuthApi(request: ApiRequest): ExternalAuthApi {
  return {
    start: (channel, redirectUri) => request('POST', `/auth/identity/${SLUG[channel]}/_start`, IdentityStart, { redirectUri }),
    signIn: (signIn) => request('POST', `/auth/${SLUG[signIn.channel]}`, SignInAnswer, signIn.body),
  };
}
