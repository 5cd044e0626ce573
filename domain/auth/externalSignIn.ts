/** Sign-in channels (spec §4 Auth). */
export type AuthChannel = 'PHONE' | 'VKONTAKTE' | 'SBER_ID' | 'YANDEX_ID';
/** Step an external sign-in returns (spec §4 Auth). */
export type SignInStep = 'AUTHORIZATION' | 'REGISTRATION' | 'ENRICHMENT';

/** The sign-in call an identity payload in the URL leads to (spec §4 Auth, §7 Auth). */
export type IdentitySignIn =
  | { readonly channel: 'VKONTAKTE'; readonly body: { readonly silentToken: string; readonly uuid: string } }
  | { readonly channel: 'SBER_ID'; readonly body: { readonly authCode: string; readonly state: string } }
  | { readonly channel: 'YANDEX_ID'; readonly body: { readonly oauthToken: string } };

/** Query keys that carry identity payloads; removed from the URL once read (spec §4 Auth). */
const IDENTITY_QUERY_KEYS = ['vkIdPayload', 'sberIdPayload', 'yandexIdPayload'] as const;

function parseJson(text: string | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const str = (o: Record<string, unknown> | null, key: string): string | null => (typeof o?.[key] === 'string' && o[key] !== '' ? (o[key] as string) : null);

/** Reads the identity payload from the query: vkIdPayload {token, uuid}, sberIdPayload {code, state}, yandexIdPayload {access_token} (spec §4 Auth). */
export function identitySignIn(query: Readonly<Record<string, string | undefined>>): IdentitySignIn | null {
  const vk = parseJson(query.vkIdPayload);
  const sber = parseJson(query.sberIdPayload);
  const yandex = parseJson(query.yandexIdPayload);
  const [token, uuid, code, state, access] = [str(vk, 'token'), str(vk, 'uuid'), str(sber, 'code'), str(sber, 'state'), str(yandex, 'access_token')];
  if (token && uuid) return { channel: 'VKONTAKTE', body: { silentToken: token, uuid } };
  if (code && state) return { channel: 'SBER_ID', body: { authCode: code, state } };
  if (access) return { channel: 'YANDEX_ID', body: { oauthToken: access } };
  return null;
}

/** The query without identity payload keys (spec §4 Auth: removed from the URL). */
export function withoutIdentityPayload(query: Readonly<Record<string, string | undefined>>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(query).filter(([k]) => !(IDENTITY_QUERY_KEYS as readonly string[]).includes(k)));
}

/** What follows a step: reload for AUTHORIZATION, the dialog at step 3 for REGISTRATION, enrichment otherwise (spec §4 Auth). */
export function afterSignInStep(
  step: SignInStep,
): { readonly _tag: 'reload' } | { readonly _tag: 'openDialog'; readonly dialogStep: 3 } | { readonly _tag: 'enrich' } {
  return step === 'AUTHORIZATION' ? { _tag: 'reload' } : step === 'REGISTRATION' ? { _tag: 'openDialog', dialogStep: 3 } : { _tag: 'enrich' };
}

/** The floating one-tap sign-in shows only without a rejection cookie and for anonymous users (spec §4 Floating one-tap sign-in). */
export function showsFloatingSignIn(rejectionCookie: boolean, anonymous: boolean): boolean {
  return !rejectionCookie && anonymous;
}
