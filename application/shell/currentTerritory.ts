import type { LocationRepository } from './LocationRepository';
import { locationView } from './locationView';
import { territoryView, type TerritoryView } from './territoryView';

/** The territory of the shopper's location: the chosen city, else Moscow unconfirmed (spec §7 GET /territories/current). */
export function currentTerritory(deps: { readonly locations: LocationRepository }) {
  return async (ownerKey: string): Promise<TerritoryView | undefined> => {
    const cities = await deps.locations.cities();
    const location = locationView(cities, await deps.locations.chosen(ownerKey));
    const city = location && cities.find((c) => c.id === location.cityId);
    return city && territoryView(city, location);
  };
}
