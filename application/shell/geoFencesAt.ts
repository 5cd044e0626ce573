import * as E from 'fp-ts/Either';
import { encodeGeoPoint } from '../../domain/location/geohash';
import { geoFencesOf, type GeoFence } from '../../domain/location/geoFences';
import { territoryAt } from '../../domain/location/territory';
import type { LocationRepository } from './LocationRepository';
import type { ShopRepository } from './ShopRepository';
import { askedOrShopperPoint } from './askedOrShopperPoint';

/** The geo fences a point (else the shopper's location) lies in (spec §3 Location geoFences, §7 GET /location/geofences). */
export function geoFencesAt(deps: { readonly locations: LocationRepository; readonly shops: ShopRepository }) {
  return async (
    ownerKey: string,
    geoPoint?: string,
  ): Promise<E.Either<{ readonly _tag: 'INCORRECT_REQUEST' }, { readonly geoPoint: string; readonly geoFences: readonly GeoFence[] }>> => {
    const cities = await deps.locations.cities();
    const point = await askedOrShopperPoint(deps.locations, cities, ownerKey, geoPoint);
    if (E.isLeft(point)) return point;
    if (!point.right) return E.right({ geoPoint: '', geoFences: [] });
    const city = territoryAt(point.right, cities);
    const geoFences = city ? geoFencesOf(city, (await deps.shops.inCity(city.id, 'PICKUP_POINT')).length > 0) : [];
    return E.right({ geoPoint: encodeGeoPoint(point.right), geoFences });
  };
}
