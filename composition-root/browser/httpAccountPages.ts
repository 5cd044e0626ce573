import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { ApiFailure, ApiRequest } from '../../adapters-http/client/apiClient';
import {
  Bonuses,
  BonusHistory,
  DeliveryAddresses,
  FutureBonuses,
  ProfilePromoCodes,
  type AddressesPageData,
  type BonusesPageData,
  type PromoCodesPageData,
} from '../../adapters-http/contract/profileAccount';
import type { PageMissing } from '../../adapters-ui-react/pageData';

const ANONYMOUS = { signedIn: false } as const;
const isAnonymous = (answer: E.Either<ApiFailure, unknown>) => E.isLeft(answer) && answer.left.status === 401;
const orThrow = <A>(answer: E.Either<ApiFailure, A>): A => {
  if (E.isLeft(answer)) throw new Error(answer.left.message);
  return answer.right;
};
const page = async <A>(request: ApiRequest, path: string, codec: t.Decoder<unknown, A>) => {
  const answer = await request('GET', path, codec);
  return isAnonymous(answer) ? ANONYMOUS : { signedIn: true as const, ...orThrow(answer) };
};

/** /profile/addresses/ over the API; 401 means an anonymous visitor (spec §6). */
export const httpAddressesPage = (request: ApiRequest) => (): Promise<AddressesPageData> =>
  page(request, '/profiles/current/delivery-addresses', DeliveryAddresses);

/** /profile/promocodes/ over the API. */
export const httpPromoCodesPage = (request: ApiRequest) => (): Promise<PromoCodesPageData> => page(request, '/profiles/current/promocodes', ProfilePromoCodes);

/** /profile/bonuses/ over the API: summary, future bonuses and the history of the range (a bad range is a 400 page). */
export const httpBonusesPage =
  (request: ApiRequest) =>
  async (query: string): Promise<BonusesPageData | PageMissing> => {
    const [summary, future, history] = await Promise.all([
      request('GET', '/profiles/current/bonuses', Bonuses),
      request('GET', '/profiles/current/future-bonuses', FutureBonuses),
      request('GET', `/profiles/current/bonus-history${query}`, BonusHistory),
    ]);
    if (isAnonymous(summary)) return ANONYMOUS;
    if (E.isLeft(history) && history.left.status === 400) return { missing: 400 };
    return { signedIn: true, summary: orThrow(summary), future: orThrow(future), history: orThrow(history) };
  };
