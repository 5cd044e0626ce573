import * as E from 'fp-ts/Either';
import { cityUrlCode } from '../../domain/location/territory';
import type { LocationRepository } from './LocationRepository';
import { locationView } from './locationView';
import { territoryView, type TerritoryView } from './territoryView';

/** The territory a city's URL code names, e.g. «sankt-peterburg» (spec §7 GET /territories/{cityUrlCode}); NOT_FOUND for none. */
export function territoryByUrlCode(deps: { readonly locations: LocationRepository }) {
  return async (ownerKey: string, urlCode: string): Promise<E.Either<{ readonly _tag: 'NOT_FOUND' }, TerritoryView>> => {
    const cities = await deps.locations.cities();
    const city = cities.find((c) => cityUrlCode(c.name) === urlCode);
    return city ? E.right(territoryView(city, locationView(cities, await deps.locations.chosen(ownerKey)))) : E.left({ _tag: 'NOT_FOUND' });
  };
}
