import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { IdentityProvider } from '../../application/auth/IdentityProvider';
import { askProvider, providerPhone } from './providerHttp';

/** Yandex ID's user info (https://yandex.ru/dev/id/doc/ru/user-information): the fields we read. */
const YandexInfo = t.intersection([
  t.type({ id: t.string }),
  t.partial({
    first_name: t.string,
    last_name: t.string,
    default_email: t.string,
    default_phone: t.type({ number: t.string }),
  }),
]);

/**
 * Yandex ID: the OAuth token the browser brought back is checked by asking login.yandex.ru/info for
 * its user; 401 means the token is not Yandex's (YANDEX_ID_NOT_FOUND).
 */
export function yandexIdentityProvider(baseUrl = 'https://login.yandex.ru', fetchFn: typeof fetch = fetch): IdentityProvider {
  return {
    identify: async (credentials) => {
      const answer = await askProvider(fetchFn, `${baseUrl}/info?format=json`, { headers: { Authorization: `OAuth ${credentials.oauthToken ?? ''}` } });
      if (answer?.status === 401 || answer?.status === 403) return E.left({ _tag: 'YANDEX_ID_NOT_FOUND' });
      const info = YandexInfo.decode(answer?.status === 200 ? answer.body : null);
      if (E.isLeft(info)) return E.left({ _tag: 'SERVER_ERROR' });
      const i = info.right;
      const phone = providerPhone(i.default_phone?.number);
      return E.right({ subject: i.id, phone, firstName: i.first_name ?? null, lastName: i.last_name ?? null, email: i.default_email ?? null });
    },
  };
}
