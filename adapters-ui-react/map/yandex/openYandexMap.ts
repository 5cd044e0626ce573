import type * as Ymaps3 from '@yandex/ymaps3-types';
import type { BehaviorType, LngLat, LngLatBounds } from '@yandex/ymaps3-types';
import type { Feature } from '@yandex/ymaps3-types/packages/clusterer';
import { panCamera } from '../../../application/map/mapCamera';
import type { MapPlace, OpenPlacesMap } from '../../../application/map/PlacesMap';

type Ymaps3Api = typeof Ymaps3;
type YandexWindow = Window & { ymaps3?: Ymaps3Api };

/** Zooms offered: the whole of a big city to a building's entrance. */
const ZOOMS = { min: 9, max: 19 };
/** As the offline map: drag, pinch and double-click, no wheel zoom, so that the wheel scrolls the page. */
const BEHAVIORS: BehaviorType[] = ['drag', 'pinchZoom', 'dblClick'];
const MOVE_MS = 300;

/** Loads the JS API v3 once, as its documentation connects it (one script tag with the key), and waits for ymaps3.ready. */
function loadYmaps3(apiKey: string, win: YandexWindow): Promise<Ymaps3Api> {
  if (win.ymaps3) return win.ymaps3.ready.then(() => win.ymaps3!);
  return new Promise((resolve, reject) => {
    const script = win.document.createElement('script');
    script.src = `https://api-maps.yandex.ru/v3/?apikey=${encodeURIComponent(apiKey)}&lang=ru_RU`;
    script.onload = () => (win.ymaps3 ? win.ymaps3.ready.then(() => resolve(win.ymaps3!), reject) : reject(new Error('ymaps3 did not load')));
    script.onerror = () => reject(new Error('ymaps3 did not load'));
    win.document.head.append(script);
  });
}

/** The box of some points as the API's bounds: north-west corner, then south-east. */
const boundsOf = (points: readonly LngLat[]): LngLatBounds => {
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return [
    [Math.min(...lons), Math.max(...lats)],
    [Math.max(...lons), Math.min(...lats)],
  ];
};

/**
 * The deployment adapter of the map port: Yandex Maps JS API v3 with real streets, the documented
 * YMap + YMapDefaultSchemeLayer + YMapDefaultFeaturesLayer, places as YMapMarker elements grouped by
 * the @yandex/ymaps3-clusterer package. Written to the API's published types; it cannot run without the
 * network, so the offline map stands in when the script fails (composition-root/browser/browserPlacesMap.ts).
 * Marks are aria-hidden like the offline map's: the list beside the map is their accessible equivalent.
 */
export function openYandexMap(apiKey: string, win: YandexWindow = window as YandexWindow): OpenPlacesMap<HTMLElement> {
  return async (host, events) => {
    const ymaps3 = await loadYmaps3(apiKey, win);
    const { YMap, YMapDefaultSchemeLayer, YMapDefaultFeaturesLayer, YMapMarker } = ymaps3;
    const { YMapClusterer, clusterByGrid } = await ymaps3.import('@yandex/ymaps3-clusterer@0.0.1');
    const map = new YMap(host, { location: { center: [37.6173, 55.755826], zoom: 10 }, zoomRange: ZOOMS, behaviors: BEHAVIORS }, [
      new YMapDefaultSchemeLayer({}),
      new YMapDefaultFeaturesLayer({}),
    ]);
    let places: readonly MapPlace[] = [];
    let selectedId: string | null = null;
    const elements = new Map<string, HTMLElement>();

    const markElement = (place: MapPlace) => {
      const element = elements.get(place.id) ?? win.document.createElement('div');
      element.className = `yandex-map__place yandex-map__place--${place.kind === 'SHOP' ? 'shop' : 'point'}${place.muted ? ' yandex-map__place--muted' : ''}${place.id === selectedId ? ' yandex-map__place--chosen' : ''}`;
      element.title = place.label;
      element.setAttribute('aria-hidden', 'true');
      element.dataset.testid = `map-marker-${place.id}`;
      elements.set(place.id, element);
      return element;
    };
    const clusterElement = (count: number) => {
      const element = win.document.createElement('div');
      element.className = 'yandex-map__cluster';
      element.textContent = String(count);
      element.setAttribute('aria-hidden', 'true');
      return element;
    };
    const clusterer = new YMapClusterer({
      method: clusterByGrid({ gridSize: 64 }),
      features: [],
      marker: (feature: Feature) => {
        const place = places.find((p) => p.id === feature.id)!;
        return new YMapMarker({ coordinates: feature.geometry.coordinates, onClick: () => place.muted || events.onChoose(place.id) }, markElement(place));
      },
      cluster: (coordinates, features) =>
        new YMapMarker(
          { coordinates, onClick: () => map.setLocation({ bounds: boundsOf(features.map((f) => f.geometry.coordinates)), duration: MOVE_MS }) },
          clusterElement(features.length),
        ),
    });
    map.addChild(clusterer);

    const fitAll = () => {
      if (places.length > 0) map.setLocation({ bounds: boundsOf(places.map((p): LngLat => [p.lon, p.lat])), duration: MOVE_MS });
    };
    return {
      streets: true,
      attribution: '',
      show: (next) => {
        // Elements stay by id: the clusterer keeps the markers it made and shows them again.
        places = next;
        clusterer.update({ features: next.map((p): Feature => ({ type: 'Feature', id: p.id, geometry: { type: 'Point', coordinates: [p.lon, p.lat] } })) });
        fitAll();
      },
      select: (id) => {
        selectedId = id;
        for (const place of places) if (elements.has(place.id)) markElement(place);
        const place = places.find((p) => p.id === id);
        if (place) map.setLocation({ center: [place.lon, place.lat], zoom: Math.max(map.zoom, 15), duration: MOVE_MS });
      },
      fitAll,
      zoomBy: (steps) => map.setLocation({ zoom: map.zoom + steps, duration: MOVE_MS }),
      panBy: (dx, dy) => {
        // The API's maps are Mercator too: moving by a few hundred pixels, the spherical formulas are exact enough.
        const { centre } = panCamera({ centre: { lon: map.center[0], lat: map.center[1] }, zoom: map.zoom }, dx, dy);
        map.setLocation({ center: [centre.lon, centre.lat], duration: MOVE_MS });
      },
      destroy: () => map.destroy(),
    };
  };
}
