import { BehaviorSubject, type Observable } from 'rxjs';
import { fitCamera, panCamera, zoomAround, type Camera, type Viewport, type ZoomRange } from './mapCamera';
import { placeGroups, type GroupsAtZoom, type PlaceGroup } from './placeGroups';
import type { MapPlace, PlacesMapEvents } from './PlacesMap';
import type { Pixel } from './webMercator';

export interface SchematicMapState {
  /** The drawing's size in CSS pixels; 0 × 0 until measured. */
  readonly viewport: Viewport;
  readonly camera: Camera;
  readonly places: readonly MapPlace[];
  /** The marks at the camera's zoom. */
  readonly groups: readonly PlaceGroup[];
  readonly selectedId: string | null;
}

/** Zooms the offline map offers: a city whole at 9, a few houses' width at 17. */
export const SCHEMATIC_ZOOMS: ZoomRange = { min: 9, max: 17 };
const GROUPING = { radius: 28, maxZoom: 16 };
/** Room at the edges: the zoom buttons at the right, the scale and credits at the bottom, a mark's size all round. */
const PADDING = { top: 24, right: 60, bottom: 34, left: 24 };
const SINGLE_PLACE_ZOOM = 14;

/**
 * The offline map's state (the schematic adapter of PlacesMap draws it): places grouped by zoom, the camera,
 * the chosen place. Choosing a group of several zooms in until it falls apart; choosing one place tells the page.
 */
export function createSchematicMapViewModel(events: PlacesMapEvents, range: ZoomRange = SCHEMATIC_ZOOMS) {
  let groupsAt: GroupsAtZoom = placeGroups([], GROUPING);
  const state = new BehaviorSubject<SchematicMapState>({
    viewport: { width: 0, height: 0 },
    camera: { centre: { lat: 0, lon: 0 }, zoom: range.min },
    places: [],
    groups: [],
    selectedId: null,
  });
  const moveTo = (camera: Camera) => state.next({ ...state.value, camera, groups: groupsAt(camera.zoom) });
  const middle = (): Pixel => ({ x: state.value.viewport.width / 2, y: state.value.viewport.height / 2 });
  const fitAll = () => {
    const { places, viewport } = state.value;
    if (places.length > 0 && viewport.width > 0) moveTo(fitCamera(places, viewport, range, PADDING, SINGLE_PLACE_ZOOM));
  };
  /** The first zoom from `zoom` up at which a place has a mark of its own. */
  const aloneFrom = (id: string, zoom: number): number => {
    for (let z = Math.floor(zoom); z < range.max; z += 1) if (groupsAt(z).some((g) => g.key === id)) return Math.max(z, zoom);
    return range.max;
  };
  const select = (id: string | null) => {
    const place = state.value.places.find((p) => p.id === id);
    state.next({ ...state.value, selectedId: id });
    if (place && state.value.viewport.width > 0) moveTo({ centre: place, zoom: aloneFrom(place.id, state.value.camera.zoom) });
  };
  return {
    state$: state.asObservable() as Observable<SchematicMapState>,
    current: () => state.value,
    show: (places: readonly MapPlace[]) => {
      groupsAt = placeGroups(places, GROUPING);
      state.next({ ...state.value, places });
      fitAll();
    },
    select,
    fitAll,
    zoomBy: (steps: number) => moveTo(zoomAround(state.value.camera, state.value.viewport, steps, middle(), range)),
    /** Wheel and pinch: any step, keeping the place under the pointer in place. */
    zoomAt: (steps: number, anchor: Pixel) => moveTo(zoomAround(state.value.camera, state.value.viewport, steps, anchor, range)),
    panBy: (dx: number, dy: number) => moveTo(panCamera(state.value.camera, dx, dy)),
    /** The drawing was measured or resized; the first measure fits the places and centres the chosen one. */
    resize: (viewport: Viewport) => {
      const first = state.value.viewport.width === 0;
      state.next({ ...state.value, viewport });
      if (!first) return;
      fitAll();
      if (state.value.selectedId !== null) select(state.value.selectedId);
    },
    /** A mark was chosen: a place is chosen by the page, a group opens up. */
    choose: (group: PlaceGroup) => {
      if (group.ids.length > 1)
        return moveTo({ centre: group, zoom: Math.min(Math.max(group.expansionZoom, Math.floor(state.value.camera.zoom) + 1), range.max) });
      const place = state.value.places.find((p) => p.id === group.ids[0]);
      if (place && !place.muted) events.onChoose(place.id);
    },
  };
}

export type SchematicMapViewModel = ReturnType<typeof createSchematicMapViewModel>;
