import * as E from 'fp-ts/Either';
import { decodeGeoPoint, type LatLon } from '../../domain/location/geohash';
import type { LocationRepository } from './LocationRepository';
import type { ShopRecord, ShopRepository } from './ShopRepository';
import { locationView, nearestCity } from './locationView';

const distance = (a: LatLon, b: LatLon) => (a.lat - b.lat) ** 2 + ((a.lon - b.lon) * Math.cos((a.lat * Math.PI) / 180)) ** 2;

/**
 * Shops of the city around a geo point (a geohash route) or, without one, of the shopper's city,
 * nearest first (spec §2 /stores/hash/{geocode}/, §7 GET /shops).
 */
export function listShops(deps: { readonly shops: ShopRepository; readonly locations: LocationRepository }) {
  return async (ownerKey: string, query: { readonly geoPoint?: string; readonly kind: ShopRecord['kind'] }): Promise<E.Either<{ readonly _tag: 'INCORRECT_REQUEST' }, { readonly cityName: string; readonly shops: readonly ShopRecord[] }>> => {
    const cities = await deps.locations.cities();
    let point: LatLon | undefined;
    if (query.geoPoint !== undefined) {
      const decoded = decodeGeoPoint(query.geoPoint);
      if (E.isLeft(decoded)) return E.left({ _tag: 'INCORRECT_REQUEST' });
      point = decoded.right;
    } else {
      point = locationView(cities, await deps.locations.chosen(ownerKey));
    }
    const city = point && nearestCity(cities, point);
    if (!city || !point) return E.right({ cityName: '', shops: [] });
    const shops = [...(await deps.shops.inCity(city.id, query.kind))].sort((a, b) => distance(a, point) - distance(b, point));
    return E.right({ cityName: city.name, shops });
  };
}
