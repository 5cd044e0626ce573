import type { Clock } from '../shared/Clock';
import type { IdGenerator } from '../shared/IdGenerator';
import { activateDiscount } from './activateDiscount';
import { addDeliveryAddress } from './addDeliveryAddress';
import type { BonusAccountReader } from './BonusAccountReader';
import type { DeliveryAddressRepository } from './DeliveryAddressRepository';
import { deleteDeliveryAddress } from './deleteDeliveryAddress';
import { getBonuses } from './getBonuses';
import { getBonusHistory } from './getBonusHistory';
import { getFutureBonuses } from './getFutureBonuses';
import { listDeliveryAddresses } from './listDeliveryAddresses';
import { listPromoCodeOffers } from './listPromoCodeOffers';
import type { PromoCodeList } from './PromoCodeList';
import { updateDeliveryAddress } from './updateDeliveryAddress';

export interface AccountDeps {
  readonly addresses: DeliveryAddressRepository;
  readonly bonusAccounts: BonusAccountReader;
  readonly promoCodes: PromoCodeList;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}

/** The profile's delivery addresses, bonuses and promo codes (spec §7 Profile), given their ports. */
export const accountUseCases = (deps: AccountDeps) => ({
  listDeliveryAddresses: listDeliveryAddresses(deps),
  addDeliveryAddress: addDeliveryAddress(deps),
  updateDeliveryAddress: updateDeliveryAddress(deps),
  deleteDeliveryAddress: deleteDeliveryAddress(deps),
  getBonuses: getBonuses(deps),
  getFutureBonuses: getFutureBonuses(deps),
  getBonusHistory: getBonusHistory(deps),
  listPromoCodeOffers: listPromoCodeOffers(deps),
  activateDiscount: activateDiscount(deps),
});

export type AccountUseCases = ReturnType<typeof accountUseCases>;
