import type { LatLon } from './webMercator';

/** A shop or pickup point as a map draws it. */
export interface MapPlace extends LatLon {
  readonly id: string;
  /** Its name, shown by the mark. */
  readonly label: string;
  readonly kind: 'SHOP' | 'PICKUP_POINT';
  /** Nothing can be had there (the order's goods): drawn greyed and not chosen from the map. */
  readonly muted: boolean;
}

/** What the map tells the page. */
export interface PlacesMapEvents {
  /** The shopper chose a place's mark on the map. */
  readonly onChoose: (id: string) => void;
}

/**
 * A map of shops and pickup points on a page (checkout's pickup, the shop pages): places clustered by the
 * zoom, one highlighted, zoom and pan. Adapters: Yandex Maps JS API v3 where a key is configured, else
 * the offline schematic map, which draws true coordinates over real rivers and coast but no streets.
 */
export interface PlacesMap {
  /** Whether the map shows streets; a schematic one says plainly that it does not. */
  readonly streets: boolean;
  /** Whose data the map draws, to be shown with it; empty when the provider shows its own. */
  readonly attribution: string;
  /** Draws these places (replacing the last ones) and fits them all in view. */
  readonly show: (places: readonly MapPlace[]) => void;
  /** Highlights a place, or none, and centres the map on it, zoomed in until it has a mark of its own. */
  readonly select: (id: string | null) => void;
  /** Fits every place in view. */
  readonly fitAll: () => void;
  /** Zooms by whole steps around the middle: + in, − out. */
  readonly zoomBy: (steps: number) => void;
  /** Moves the view by screen pixels, the ground following as under a finger. */
  readonly panBy: (dx: number, dy: number) => void;
  readonly destroy: () => void;
}

/** Opens a map inside a host element of the page (an HTMLElement in the browser). */
export type OpenPlacesMap<Host> = (host: Host, events: PlacesMapEvents) => Promise<PlacesMap>;
