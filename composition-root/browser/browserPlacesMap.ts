import type { OpenPlacesMap } from '../../application/map/PlacesMap';

/** The offline map, in a chunk of its own with its geography: nothing of it loads before a map opens. */
const schematic: OpenPlacesMap<HTMLElement> = async (host, events) =>
  (await import('../../adapters-ui-react/map/schematic/openSchematicMap')).openSchematicMap(host, events);

/**
 * The pages' map: Yandex Maps JS API v3 once the shell data carries a key (README: YANDEX_MAPS_API_KEY),
 * the offline map otherwise and whenever Yandex's script cannot be had, so a page always has a map.
 */
export function browserPlacesMap(yandexMapsApiKey: () => string | undefined): OpenPlacesMap<HTMLElement> {
  return async (host, events) => {
    const key = yandexMapsApiKey();
    if (!key) return schematic(host, events);
    try {
      const { openYandexMap } = await import('../../adapters-ui-react/map/yandex/openYandexMap');
      return await openYandexMap(key)(host, events);
    } catch {
      return schematic(host, events);
    }
  };
}
