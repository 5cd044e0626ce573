import * as E from 'fp-ts/Either';
import type { LatLon } from '../../domain/location/geohash';
import { meetsFilters, type PickupFilter } from '../../domain/shipment/pickupFilters';
import type { LocationRepository } from './LocationRepository';
import type { ShopRecord, ShopRepository } from './ShopRepository';
import { askedOrShopperPoint } from './askedOrShopperPoint';
import { nearestCity } from './locationView';

const distance = (a: LatLon, b: LatLon) => (a.lat - b.lat) ** 2 + ((a.lon - b.lon) * Math.cos((a.lat * Math.PI) / 180)) ** 2;

/**
 * Shops (or pickup points) of the city around a geo point (a geohash route) or, without one, of the shopper's city,
 * nearest first, offering every filter asked (spec §2 /stores/hash/{geocode}/, §7 GET /shops, GET /pickup/points, §9).
 */
export function listShops(deps: { readonly shops: ShopRepository; readonly locations: LocationRepository }) {
  return async (
    ownerKey: string,
    query: { readonly geoPoint?: string; readonly kind: ShopRecord['kind']; readonly filters?: readonly PickupFilter[] },
  ): Promise<E.Either<{ readonly _tag: 'INCORRECT_REQUEST' }, { readonly cityName: string; readonly shops: readonly ShopRecord[] }>> => {
    const cities = await deps.locations.cities();
    const asked = await askedOrShopperPoint(deps.locations, cities, ownerKey, query.geoPoint);
    if (E.isLeft(asked)) return asked;
    const point = asked.right;
    const city = point && nearestCity(cities, point);
    if (!city || !point) return E.right({ cityName: '', shops: [] });
    const shops = (await deps.shops.inCity(city.id, query.kind)).filter((s) => meetsFilters(s, query.filters ?? []));
    return E.right({ cityName: city.name, shops: [...shops].sort((a, b) => distance(a, point) - distance(b, point)) });
  };
}
