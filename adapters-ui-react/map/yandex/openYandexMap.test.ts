// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { MapPlace } from '../../../application/map/PlacesMap';
import { openYandexMap } from './openYandexMap';

type Props = Record<string, unknown>;
type Feature = { id: string; geometry: { coordinates: [number, number] } };

/** The part of ymaps3 the adapter uses, as its documentation and types describe it, recording the calls. */
function fakeYmaps3() {
  const seen = {
    locations: [] as Props[],
    imported: '',
    children: [] as string[],
    map: null as null | { host: HTMLElement; props: Props },
    clusterer: null as null | { props: Props },
    destroyed: false,
  };
  class YMap {
    center = [37.6, 55.7];
    zoom = 10;
    constructor(host: HTMLElement, props: Props, children: { kind: string }[]) {
      seen.map = { host, props };
      seen.children.push(...children.map((c) => c.kind));
    }
    addChild(child: { kind?: string }) {
      seen.children.push(child.kind ?? 'clusterer');
      return this;
    }
    setLocation(location: Props) {
      seen.locations.push(location);
    }
    destroy() {
      seen.destroyed = true;
    }
  }
  class YMapMarker {
    constructor(
      readonly props: { coordinates: [number, number]; onClick: () => void },
      readonly element: HTMLElement,
    ) {}
  }
  class YMapClusterer {
    constructor(readonly props: Props) {
      seen.clusterer = this;
    }
    update(props: Props) {
      Object.assign(this.props, props);
    }
  }
  const api = {
    ready: Promise.resolve(),
    YMap,
    YMapDefaultSchemeLayer: class {
      kind = 'scheme';
    },
    YMapDefaultFeaturesLayer: class {
      kind = 'features';
    },
    YMapMarker,
    import: async (pkg: string) => {
      seen.imported = pkg;
      return { YMapClusterer, clusterByGrid: ({ gridSize }: { gridSize: number }) => ({ gridSize }) };
    },
  };
  return { seen, win: { ymaps3: api, document } as never };
}

const PLACES: readonly MapPlace[] = [
  { id: '91034', label: 'На Новом Арбате', lat: 55.752222, lon: 37.588333, kind: 'PICKUP_POINT', muted: false },
  { id: '227', label: 'ТЦ Европейский', lat: 55.744444, lon: 37.566111, kind: 'SHOP', muted: false },
  { id: '91047', label: 'В Марьино', lat: 55.650278, lon: 37.743611, kind: 'PICKUP_POINT', muted: true },
];

async function opened() {
  const { seen, win } = fakeYmaps3();
  const onChoose = vi.fn();
  const host = document.createElement('div');
  const map = await openYandexMap('key', win)(host, { onChoose });
  map.show(PLACES);
  const clusterer = seen.clusterer!.props as {
    features: Feature[];
    marker: (f: Feature) => { props: { onClick: () => void }; element: HTMLElement };
    cluster: (c: [number, number], f: Feature[]) => { props: { onClick: () => void } };
  };
  return { seen, map, onChoose, host, clusterer };
}

describe('the Yandex Maps adapter', () => {
  it('opens a scheme map with the features layer in the host and clusters the places with the clusterer package', async () => {
    const { seen, host, clusterer } = await opened();
    expect(seen.map!.host).toBe(host);
    expect(seen.map!.props).toMatchObject({ behaviors: ['drag', 'pinchZoom', 'dblClick'] });
    expect(seen.children).toEqual(['scheme', 'features', 'clusterer']);
    expect(seen.imported).toBe('@yandex/ymaps3-clusterer@0.0.1');
    expect(clusterer.features.map((f) => [f.id, f.geometry.coordinates])).toEqual([
      ['91034', [37.588333, 55.752222]],
      ['227', [37.566111, 55.744444]],
      ['91047', [37.743611, 55.650278]],
    ]);
    // All places in view: the north-west corner, then the south-east.
    expect(seen.locations.at(-1)).toEqual({
      bounds: [
        [37.566111, 55.752222],
        [37.743611, 55.650278],
      ],
      duration: 300,
    });
  });

  it('draws marks hidden from screen readers that tell the page a choice, except where nothing can be had', async () => {
    const { onChoose, clusterer } = await opened();
    const arbat = clusterer.marker(clusterer.features[0]!);
    expect(arbat.element.getAttribute('aria-hidden')).toBe('true');
    expect(arbat.element.title).toBe('На Новом Арбате');
    arbat.props.onClick();
    clusterer.marker(clusterer.features[2]!).props.onClick();
    expect(onChoose.mock.calls).toEqual([['91034']]);
  });

  it('zooms into a cluster chosen on the map, and centres and marks a place chosen in the list', async () => {
    const { seen, map, clusterer } = await opened();
    clusterer.cluster([37.57, 55.75], clusterer.features.slice(0, 2)).props.onClick();
    expect(seen.locations.at(-1)).toEqual({
      bounds: [
        [37.566111, 55.752222],
        [37.588333, 55.744444],
      ],
      duration: 300,
    });
    const element = clusterer.marker(clusterer.features[0]!).element;
    map.select('91034');
    expect(element.className).toContain('yandex-map__place--chosen');
    expect(seen.locations.at(-1)).toEqual({ center: [37.588333, 55.752222], zoom: 15, duration: 300 });
    map.destroy();
    expect(seen.destroyed).toBe(true);
  });

  it('loads the API v3 script with the key and Russian, and fails so the offline map can stand in', async () => {
    const opening = openYandexMap('k&1')(document.createElement('div'), { onChoose: vi.fn() });
    const script = document.head.querySelector('script[src^="https://api-maps.yandex.ru/v3/"]') as HTMLScriptElement;
    expect(script.src).toBe('https://api-maps.yandex.ru/v3/?apikey=k%261&lang=ru_RU');
    script.onerror!(new Event('error'));
    await expect(opening).rejects.toThrow();
  });
});
