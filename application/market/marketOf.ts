import { HOME_MARKET, type Market } from '../../domain/market/market';
import type { LocationRepository } from '../shell/LocationRepository';
import { locationView } from '../shell/locationView';
import type { PriceLists } from './PriceLists';

export interface MarketDeps {
  readonly locations: LocationRepository;
  readonly priceLists: PriceLists;
}

/**
 * The market of a session owner: the country of the city of their current location, with its price
 * list; Russia when nothing is chosen or the country has no price list. Always derived on the server
 * from the stored location, never taken from the client (spec §1, issue 4).
 */
export const marketOf =
  (deps: MarketDeps) =>
  async (ownerKey: string): Promise<Market> => {
    const location = locationView(await deps.locations.cities(), await deps.locations.chosen(ownerKey));
    return (location && (await deps.priceLists.ofCountry(location.countryCode))) ?? HOME_MARKET;
  };
