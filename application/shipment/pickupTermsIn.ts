import * as E from 'fp-ts/Either';
import { pickupTerms, type PickupTerm } from '../../domain/shipment/pickupAvailability';
import type { LocationRepository } from '../shell/LocationRepository';
import type { ShopRepository } from '../shell/ShopRepository';
import { termsCity, type TermsCityError, type TermsPlace } from './termsCity';

export interface CityPickupTerms {
  readonly cityId: string;
  readonly cityName: string;
  readonly terms: readonly (PickupTerm & { readonly placeCount: number })[];
}

/** Picking up in a city: the kinds of place it has, how many, and in how many days (spec §7 GET /pickup-terms, /pickup-terms/{id}). */
export function pickupTermsIn(deps: { readonly locations: LocationRepository; readonly shops: ShopRepository }) {
  return async (ownerKey: string, place: TermsPlace): Promise<E.Either<TermsCityError, CityPickupTerms>> => {
    const city = await termsCity(deps.locations, ownerKey, place);
    if (E.isLeft(city)) return city;
    const [shops, points] = await Promise.all([deps.shops.inCity(city.right.id, 'SHOP'), deps.shops.inCity(city.right.id, 'PICKUP_POINT')]);
    const counts = { SHOP: shops.length, PICKUP_POINT: points.length };
    const kinds = (['SHOP', 'PICKUP_POINT'] as const).filter((k) => counts[k] > 0);
    return E.right({ cityId: city.right.id, cityName: city.right.name, terms: pickupTerms(kinds).map((t) => ({ ...t, placeCount: counts[t.kind] })) });
  };
}
