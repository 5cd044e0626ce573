import { createHash, randomBytes } from 'node:crypto';
import * as E from 'fp-ts/Either';
import { currentUser } from '../../application/auth/currentUser';
import type { IdentityChannel, IdentityProvider } from '../../application/auth/IdentityProvider';
import { signInPhone } from '../../application/auth/signInRules';
import { signInWithIdentity, startRedirectFlow, type IdentitySignInDeps } from '../../application/auth/signInWithIdentity';
import { devIdentityProvider, issueDevToken } from '../../adapters-http/gateways/devIdentityProvider';
import { yandexIdentityProvider } from '../../adapters-http/gateways/yandexIdentityProvider';
import { sberIdentityProvider, type SberIdConfig } from '../../adapters-http/gateways/sberIdentityProvider';
import { vkIdentityProvider, type VkIdConfig } from '../../adapters-http/gateways/vkIdentityProvider';
import type { IdentityServerDeps } from '../../adapters-http/server/identityDeps';
import { requestCountry } from '../../adapters-http/server/marketScope';

/** YANDEX_ID_PROVIDER=yandex, VK_ID_PROVIDER=vk, SBER_ID_PROVIDER=sber use the services themselves; otherwise the local provider. */
export interface IdentityConfig {
  readonly yandex: { readonly kind: 'dev' } | { readonly kind: 'yandex'; readonly clientId: string };
  readonly vk?: VkIdConfig;
  readonly sber?: SberIdConfig & { readonly scope: string };
  /** The local provider signs anyone in as any phone: only in development (while the SMS outbox is used). */
  readonly devProviders: boolean;
}

const unavailable: IdentityProvider = { identify: async () => E.left({ _tag: 'SERVER_ERROR' }) };

const SLUG: Readonly<Record<IdentityChannel, string>> = { VKONTAKTE: 'vk', SBER_ID: 'sber-id', YANDEX_ID: 'yandex-id' };
const secrets = { token: () => randomBytes(24).toString('base64url'), s256: (v: string) => createHash('sha256').update(v).digest('base64url') };

/** The identity sign-in use-cases over their ports and the configured providers: local providers unless configured otherwise. */
export function identityServerDeps(ports: Omit<IdentitySignInDeps, 'providers'>, key: string, config: IdentityConfig): IdentityServerDeps {
  const { identities, customers, clock } = ports;
  const dev = (channel: IdentityChannel) => (config.devProviders ? devIdentityProvider(key, channel) : unavailable);
  const yandex: IdentityProvider = config.yandex.kind === 'yandex' ? yandexIdentityProvider() : dev('YANDEX_ID');
  const vk = config.vk ? vkIdentityProvider(config.vk) : dev('VKONTAKTE');
  const sber = config.sber ? sberIdentityProvider(config.sber) : dev('SBER_ID');
  const providers = { VKONTAKTE: vk, SBER_ID: sber, YANDEX_ID: yandex };
  const flow = startRedirectFlow({ identities, secrets, clock });
  return {
    signIn: signInWithIdentity({ ...ports, providers }),
    currentUser: currentUser({ customers }),
    start: async (sessionId, channel, redirectUri) => {
      const params: Record<string, string> = channel === 'SBER_ID' ? await flow(sessionId, channel) : {};
      if (channel === 'YANDEX_ID' && config.yandex.kind === 'yandex') {
        return {
          url: `https://oauth.yandex.ru/authorize?${new URLSearchParams({ response_type: 'token', client_id: config.yandex.clientId, redirect_uri: redirectUri })}`,
        };
      }
      if (channel === 'SBER_ID' && config.sber) {
        const { clientId, redirectUri: registered, scope } = config.sber;
        const query = { response_type: 'code', client_type: 'PRIVATE', scope, client_id: clientId, redirect_uri: registered };
        const pkce = { state: params.state!, nonce: params.nonce!, code_challenge: params.codeChallenge!, code_challenge_method: 'S256' };
        return { ...params, url: `https://online.sberbank.ru/CSAFront/oidc/authorize.do?${new URLSearchParams({ ...query, ...pkce })}` };
      }
      const query = new URLSearchParams({
        redirect_uri: redirectUri,
        ...(params.state ? { state: params.state, nonce: params.nonce!, code_challenge: params.codeChallenge! } : {}),
      });
      return { ...params, url: `/web-api/v1/dev/identity/${SLUG[channel]}/authorize?${query}` };
    },
    devAuthorize: !config.devProviders
      ? undefined
      : async (channel, query) => {
          const phone = signInPhone(query.phone ?? '', await requestCountry());
          const e164 = E.isRight(phone) ? phone.right : null;
          const uuid = ports.ids.uuid();
          const token = issueDevToken(key, {
            channel,
            subject: `dev-${SLUG[channel]}-${e164 ?? query.phone}`,
            phone: e164,
            firstName: null,
            lastName: null,
            email: null,
            uuid,
            nonce: query.nonce,
            codeChallenge: query.code_challenge,
          });
          const payload =
            channel === 'VKONTAKTE'
              ? { vkIdPayload: { token, uuid } }
              : channel === 'SBER_ID'
                ? { sberIdPayload: { code: token, state: query.state } }
                : { yandexIdPayload: { access_token: token } };
          const [key0, value] = Object.entries(payload)[0]!;
          const target = new URL(query.redirect_uri!, 'http://local');
          target.searchParams.set(key0, JSON.stringify(value));
          return target.pathname + target.search;
        },
  };
}
