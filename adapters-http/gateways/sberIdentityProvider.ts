import { randomUUID } from 'node:crypto';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { IdentityFailure, IdentityProvider } from '../../application/auth/IdentityProvider';
import { askProvider, providerPhone } from './providerHttp';

export interface SberIdConfig {
  readonly clientId: string;
  readonly clientSecret: string;
  /** The redirect_uri registered for the shop and sent in the authorization request. */
  readonly redirectUri: string;
  readonly baseUrl?: string;
  readonly fetchFn?: typeof fetch;
}

/** The token endpoint's answer (developers.sber.ru, Сбер ID "Запрос access token и id token"): the fields we read. */
const Tokens = t.type({ access_token: t.string, id_token: t.string });
/** The userinfo answer ("Запрос получения данных пользователя"): the claims we read. */
const UserInfo = t.intersection([
  t.type({ sub: t.string }),
  t.partial({ given_name: t.string, family_name: t.string, phone_number: t.string, email: t.string }),
]);
const IdTokenClaims = t.type({ nonce: t.string });

const SERVER_ERROR: E.Either<IdentityFailure, never> = E.left({ _tag: 'SERVER_ERROR' });
const NOT_FOUND: E.Either<IdentityFailure, never> = E.left({ _tag: 'SBER_ID_NOT_FOUND' });
/** RqUID / x-introspect-rquid: 32 hexadecimal characters, unique per request. */
const rquid = () => randomUUID().replace(/-/g, '');

/** The nonce inside the ID token (received straight from the token endpoint over TLS, so its signature is not re-checked). */
function idTokenNonce(idToken: string): string | null {
  try {
    const claims = IdTokenClaims.decode(JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()));
    return E.isRight(claims) ? claims.right.nonce : null;
  } catch {
    return null;
  }
}

/**
 * Sber ID (OpenID Connect, authorization code with PKCE): the code is exchanged at /ru/prod/tokens/v2/oidc with
 * the client credentials, redirect_uri and the flow's code_verifier; the ID token must carry the flow's nonce;
 * /ru/prod/sberbankid/v2.1/userinfo gives the person. A refused code (invalid_grant) is SBER_ID_NOT_FOUND.
 */
export function sberIdentityProvider(config: SberIdConfig): IdentityProvider {
  const { baseUrl = 'https://oauth.sber.ru', fetchFn = fetch } = config;
  return {
    identify: async (credentials, flow) => {
      if (!flow) return NOT_FOUND;
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code: credentials.authCode ?? '',
        client_id: config.clientId,
        client_secret: config.clientSecret,
        redirect_uri: config.redirectUri,
        code_verifier: flow.codeVerifier,
      });
      const token = await askProvider(fetchFn, `${baseUrl}/ru/prod/tokens/v2/oidc`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', rquid: rquid() },
        body: form.toString(),
      });
      if (!token) return SERVER_ERROR;
      if (token.status === 400 && (token.body as { error?: unknown } | undefined)?.error === 'invalid_grant') return NOT_FOUND;
      const tokens = Tokens.decode(token.status === 200 ? token.body : null);
      if (E.isLeft(tokens)) return SERVER_ERROR;
      if (idTokenNonce(tokens.right.id_token) !== flow.nonce) return NOT_FOUND;
      const info = await askProvider(fetchFn, `${baseUrl}/ru/prod/sberbankid/v2.1/userinfo`, {
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${tokens.right.access_token}`,
          'x-ibm-client-id': config.clientId,
          'x-introspect-rquid': rquid(),
        },
      });
      const person = UserInfo.decode(info?.status === 200 ? info.body : null);
      if (E.isLeft(person)) return SERVER_ERROR;
      const p = person.right;
      return E.right({
        subject: p.sub,
        phone: providerPhone(p.phone_number),
        firstName: p.given_name ?? null,
        lastName: p.family_name ?? null,
        email: p.email ?? null,
      });
    },
  };
}
