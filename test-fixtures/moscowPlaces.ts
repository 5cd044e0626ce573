import { MOSCOW } from '../adapters-storage/demo/catalogue/cities';
import { SHOPS } from '../adapters-storage/demo/catalogue/shops';
import type { MapPlace } from '../application/map/PlacesMap';

/**
 * The demo's Moscow shops and pickup points as map places, real coordinates included: the map's rules are tested
 * on the city a shopper sees, while domain/ and application/ import no adapter, only this test fixture.
 */
export const MOSCOW_PLACES: readonly MapPlace[] = SHOPS.filter((s) => s.cityId === MOSCOW.id).map((s) => ({
  id: s.shopNumber,
  label: s.name,
  lat: s.lat,
  lon: s.lon,
  kind: s.kind,
  muted: false,
}));
