import type { LatLon } from '../../../application/map/webMercator';
import type { CityGeographyFile } from './cityGeography';
import areas from './cityAreas.json';

const FILES = import.meta.glob<CityGeographyFile>('./geography/*.json', { import: 'default' });

/** The demo cities' areas (the files' boxes, written beside them by the extraction), so only the city drawn is downloaded. */
const AREAS = areas as unknown as readonly { readonly id: string; readonly box: CityGeographyFile['box'] }[];

/** The geography of the city whose area holds the middle of these places, or null where none does. */
export async function geographyAround(places: readonly LatLon[]): Promise<CityGeographyFile | null> {
  if (places.length === 0) return null;
  const lat = places.reduce((sum, p) => sum + p.lat, 0) / places.length;
  const lon = places.reduce((sum, p) => sum + p.lon, 0) / places.length;
  const area = AREAS.find(({ box: [w, s, e, n] }) => lon >= w && lon <= e && lat >= s && lat <= n);
  const load = area && FILES[`./geography/${area.id}.json`];
  return load ? load() : null;
}
