import * as E from 'fp-ts/Either';
import { deliveryTerms, type DeliveryTerm } from '../../domain/shipment/deliveryTariffs';
import type { LocationRepository } from '../shell/LocationRepository';
import { termsCity, type TermsCityError, type TermsPlace } from './termsCity';

export interface CityDeliveryTerms {
  readonly cityId: string;
  readonly cityName: string;
  readonly terms: readonly DeliveryTerm[];
}

/** The courier tariffs of a city, as checkout quotes them (spec §7 GET /delivery-terms, /delivery-terms/{id}). */
export function deliveryTermsIn(deps: { readonly locations: LocationRepository }) {
  return async (ownerKey: string, place: TermsPlace): Promise<E.Either<TermsCityError, CityDeliveryTerms>> => {
    const city = await termsCity(deps.locations, ownerKey, place);
    return E.isLeft(city) ? city : E.right({ cityId: city.right.id, cityName: city.right.name, terms: deliveryTerms(city.right.id) });
  };
}
