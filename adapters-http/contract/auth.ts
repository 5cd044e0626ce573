import * as t from 'io-ts';

const Short = t.refinement(t.string, (s) => s.length <= 64, 'Short');
const Name = t.refinement(t.string, (s) => s.length <= 124, 'Name');

/** Body of POST /auth/phone/codes (spec §7). */
export const CodeRequestBody = t.intersection([t.type({ phone: Short, typeChannel: Short }), t.partial({ token: t.string })]);
/** Body of POST /auth/phone/codes/_sendAdditional (spec §7). */
export const AdditionalCodeBody = t.intersection([t.type({ phone: Short }), t.partial({ token: t.string })]);
/** Body of POST /auth/tokens (spec §7). */
export const TokenBody = t.type({ phone: Short, code: Short });
/** Body of POST /profiles: the registration details (spec §7, §3 Profile). */
export const RegistrationBody = t.intersection([t.type({ firstName: Name, lastName: Name }), t.partial({ email: t.union([Name, t.null]) })]);

/** Answer of a code request. */
export const CodeSent = t.type({ phone: t.string, codeLength: t.number, resendAfterSeconds: t.number, expiresInSeconds: t.number });
export type CodeSent = t.TypeOf<typeof CodeSent>;

const OperatorMode = t.keyof({ ADD_PRODUCT: null, CREATE_BASKET: null });

/** spec §3 User info; firstName and lastName (from the profile) prefill the checkout's contacts. */
export const UserInfo = t.intersection([
  t.type({
    id: t.union([t.string, t.null]),
    username: t.union([t.string, t.null]),
    email: t.union([t.string, t.null]),
    phone: t.union([t.string, t.null]),
    bonuses: t.number,
    level: t.union([t.string, t.null]),
    anonymous: t.boolean,
    profileCompleted: t.boolean,
    mobileAppInstalled: t.union([t.string, t.null]),
    tags: t.readonlyArray(t.type({ value: t.string })),
    operatorInfo: t.union([t.type({ mode: OperatorMode, login: t.string }), t.null]),
  }),
  t.partial({ firstName: t.union([t.string, t.null]), lastName: t.union([t.string, t.null]), proRole: t.string }),
]);
export type UserInfo = t.TypeOf<typeof UserInfo>;

/**
 * Answer of POST /auth/tokens and the identity sign-ins: the step the dialog goes to and the user (spec §7 "Responses
 * read: step, userInfo"); ours, `notices`: what the visitor's cart could not bring, told once after the reload (issue 14).
 */
export const SignInAnswer = t.intersection([
  t.type({ step: t.keyof({ AUTHORIZATION: null, REGISTRATION: null, ENRICHMENT: null }), userInfo: UserInfo }),
  t.partial({ notices: t.array(t.string) }),
]);
export type SignInAnswer = t.TypeOf<typeof SignInAnswer>;

export const OutboxQuery = t.type({ phone: Short });
/** Answer of GET /dev/captcha-token: a token the development captcha accepts once. */
export const CaptchaToken = t.type({ token: t.string });
export type CaptchaToken = t.TypeOf<typeof CaptchaToken>;

/** Body of POST /auth/vk (spec §7). */
export const VkSignInBody = t.type({ silentToken: t.string, uuid: Short });
/** Body of POST /auth/sber-id (spec §7). */
export const SberSignInBody = t.type({ authCode: t.string, state: Short });
/** Body of POST /auth/yandex-id (spec §7). */
export const YandexSignInBody = t.type({ oauthToken: t.string });
/** Body of POST /auth/identity/{channel}/_start: where the service should send the visitor back. */
export const IdentityStartBody = t.type({ redirectUri: t.refinement(t.string, (s) => /^\/(?!\/)/.test(s) && s.length <= 2000, 'LocalPath') });
export const IdentityStart = t.type({ url: t.string });
