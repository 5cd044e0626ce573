import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import * as E from 'fp-ts/Either';
import type { ExternalIdentity, IdentityChannel, IdentityProvider } from '../../application/auth/IdentityProvider';

/** What a development token carries; signed with the server key so it cannot be forged. */
export interface DevIdentityClaims extends ExternalIdentity {
  readonly channel: IdentityChannel;
  /** VK ID: the uuid the silent token was issued with. */
  readonly uuid?: string;
  /** Sber ID: the flow's nonce and PKCE challenge, checked like the real service does. */
  readonly nonce?: string;
  readonly codeChallenge?: string;
}

const sign = (key: string, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** Issues a development token (the local provider's "authorize" step). */
export function issueDevToken(key: string, claims: DevIdentityClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(key, body)}`;
}

function readDevToken(key: string, token: string | undefined): DevIdentityClaims | null {
  const [body = '', mac = ''] = (token ?? '').split('.');
  const expected = Buffer.from(sign(key, body));
  if (!body || expected.length !== Buffer.from(mac).length || !timingSafeEqual(expected, Buffer.from(mac))) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString()) as DevIdentityClaims;
  } catch {
    return null;
  }
}

const NOT_FOUND = { VKONTAKTE: 'VK_ID_NOT_FOUND', SBER_ID: 'SBER_ID_NOT_FOUND', YANDEX_ID: 'YANDEX_ID_NOT_FOUND' } as const;
const CREDENTIAL = { VKONTAKTE: 'silentToken', SBER_ID: 'authCode', YANDEX_ID: 'oauthToken' } as const;

/**
 * The local identity provider for development and tests: behaves like VK ID, Sber ID or Yandex ID —
 * a forged or foreign token is not found; VK's uuid, Sber's nonce and PKCE verifier are checked.
 */
export function devIdentityProvider(key: string, channel: IdentityChannel): IdentityProvider {
  return {
    identify: async (credentials, flow) => {
      const claims = readDevToken(key, credentials[CREDENTIAL[channel]]);
      const notFound = E.left({ _tag: NOT_FOUND[channel] });
      if (!claims || claims.channel !== channel) return notFound;
      if (channel === 'VKONTAKTE' && claims.uuid !== credentials.uuid) return notFound;
      if (channel === 'SBER_ID') {
        const challenge = flow && createHash('sha256').update(flow.codeVerifier).digest('base64url');
        if (!flow || claims.nonce !== flow.nonce || claims.codeChallenge !== challenge) return notFound;
      }
      return E.right({ subject: claims.subject, phone: claims.phone, firstName: claims.firstName, lastName: claims.lastName, email: claims.email });
    },
  };
}
