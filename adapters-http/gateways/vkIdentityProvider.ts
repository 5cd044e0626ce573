import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { IdentityFailure, IdentityProvider } from '../../application/auth/IdentityProvider';
import { askProvider, providerPhone } from './providerHttp';

export interface VkIdConfig {
  /** The VK ID application's service token (сервисный ключ доступа). */
  readonly serviceToken: string;
  readonly apiVersion?: string;
  readonly baseUrl?: string;
  readonly fetchFn?: typeof fetch;
}

/** auth.exchangeSilentAuthToken's answer (id.vk.com docs, "Обмен Silent token на Access token"): the fields we read. */
const Exchanged = t.type({
  response: t.intersection([t.type({ access_token: t.string, user_id: t.number }), t.partial({ phone: t.string, email: t.string })]),
});
/** users.get's answer: the signed-in user's name. */
const Users = t.type({ response: t.array(t.intersection([t.type({ id: t.number }), t.partial({ first_name: t.string, last_name: t.string })])) });
/** The VK API's error answer, sent with HTTP 200. */
const VkError = t.type({ error: t.type({ error_code: t.number }) });

/** Error codes meaning the silent token or uuid was refused (5 authorization failed, 15 access denied, 100 bad parameter, 104 not found). */
const REFUSED = new Set([5, 15, 100, 104]);
const SERVER_ERROR: E.Either<IdentityFailure, never> = E.left({ _tag: 'SERVER_ERROR' });

/**
 * VK ID: the silent token and uuid the browser brought back are exchanged for an access token with the
 * VK API method auth.exchangeSilentAuthToken (service token, API version); its answer carries the user id,
 * phone and e-mail, and users.get with the new access token gives the name. A refused token is VK_ID_NOT_FOUND.
 */
export function vkIdentityProvider(config: VkIdConfig): IdentityProvider {
  const { baseUrl = 'https://api.vk.com', apiVersion = '5.199', fetchFn = fetch } = config;
  const call = (method: string, params: Record<string, string>) =>
    askProvider(fetchFn, `${baseUrl}/method/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...params, v: apiVersion }).toString(),
    });
  return {
    identify: async (credentials) => {
      const exchange = await call('auth.exchangeSilentAuthToken', {
        token: credentials.silentToken ?? '',
        uuid: credentials.uuid ?? '',
        access_token: config.serviceToken,
      });
      if (exchange?.status !== 200) return SERVER_ERROR;
      const refused = VkError.decode(exchange.body);
      if (E.isRight(refused)) return REFUSED.has(refused.right.error.error_code) ? E.left({ _tag: 'VK_ID_NOT_FOUND' }) : SERVER_ERROR;
      const exchanged = Exchanged.decode(exchange.body);
      if (E.isLeft(exchanged)) return SERVER_ERROR;
      const user = exchanged.right.response;
      const names = await call('users.get', { access_token: user.access_token });
      const decoded = Users.decode(names?.status === 200 ? names.body : null);
      if (E.isLeft(decoded)) return SERVER_ERROR;
      const name = decoded.right.response[0];
      return E.right({
        subject: String(user.user_id),
        phone: providerPhone(user.phone),
        firstName: name?.first_name ?? null,
        lastName: name?.last_name ?? null,
        email: user.email ?? null,
      });
    },
  };
}
