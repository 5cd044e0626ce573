import { storesByGeohashPath } from '../../domain/location/geohash';
import type { Location } from '../../adapters-http/contract/location';

/** Shops and delivery links follow the chosen geo point (spec §2 Header, Footer: rebuilt from the user's geo point). */
export function geoLinks(location: Location | null): { readonly stores: string; readonly delivery: string } {
  if (!location?.isConfirmed) return { stores: '/stores/', delivery: '/payment-delivery/' };
  return { stores: storesByGeohashPath(location.geoPoint), delivery: `/payment-delivery/${location.geoPoint}/` };
}
