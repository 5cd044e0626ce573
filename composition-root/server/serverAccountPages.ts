import * as E from 'fp-ts/Either';
import type { AccountUseCases } from '../../application/account/accountUseCases';
import { BonusHistoryQuery, type AddressesPageData, type BonusesPageData, type PromoCodesPageData } from '../../adapters-http/contract/profileAccount';
import { encodeAddresses, encodeBonuses, encodeBonusHistory, encodeFutureBonuses, encodePromoCodes } from '../../adapters-http/server/encode/encodeAccount';
import { customerIdOf } from '../../application/shipment/cartOwner';
import type { PageMissing } from '../../adapters-ui-react/pageData';

const ANONYMOUS = { signedIn: false } as const;

/** /profile/addresses/ rendered on the server, for the session owner. */
export const serverAddressesPage = (account: AccountUseCases, ownerKey: string) => async (): Promise<AddressesPageData> => {
  const customerId = customerIdOf(ownerKey);
  return customerId ? { signedIn: true, ...encodeAddresses(await account.listDeliveryAddresses(customerId)) } : ANONYMOUS;
};

/** /profile/promocodes/ rendered on the server. */
export const serverPromoCodesPage = (account: AccountUseCases, ownerKey: string) => async (): Promise<PromoCodesPageData> => {
  const customerId = customerIdOf(ownerKey);
  return customerId ? { signedIn: true, ...encodePromoCodes(await account.listPromoCodeOffers(customerId)) } : ANONYMOUS;
};

/** /profile/bonuses/?dateBegin&dateEnd rendered on the server; the query decoded as the API decodes it. */
export const serverBonusesPage =
  (account: AccountUseCases, ownerKey: string) =>
  async (query: string): Promise<BonusesPageData | PageMissing> => {
    const customerId = customerIdOf(ownerKey);
    if (!customerId) return ANONYMOUS;
    const range = BonusHistoryQuery.decode(Object.fromEntries(new URLSearchParams(query)));
    if (E.isLeft(range)) return { missing: 400 };
    const [summary, future, history] = await Promise.all([
      account.getBonuses(customerId),
      account.getFutureBonuses(customerId),
      account.getBonusHistory(customerId, range.right),
    ]);
    return { signedIn: true, summary: encodeBonuses(summary), future: encodeFutureBonuses(future), history: encodeBonusHistory(history) };
  };
