import Supercluster from 'supercluster';
import { TILE, type LatLon } from './webMercator';

/** A place the map groups: an id and where it is. */
export interface GroupedPlace extends LatLon {
  readonly id: string;
}

/** Places drawn as one mark at a zoom: a single place, or a cluster showing how many it holds. */
export interface PlaceGroup extends LatLon {
  /** The place's id for a single place, `cluster:<n>` for a cluster. */
  readonly key: string;
  readonly ids: readonly string[];
  /** The whole zoom at which a cluster falls apart; for a single place, the zoom asked. */
  readonly expansionZoom: number;
}

export interface PlaceGroupsOptions {
  /** Places closer than this many screen pixels share a mark. */
  readonly radius: number;
  /** From this zoom on every place has a mark of its own. */
  readonly maxZoom: number;
}

const WORLD: [number, number, number, number] = [-180, -90, 180, 90];

/**
 * Groups of places by zoom (supercluster's hierarchical greedy clustering: at each whole zoom a place joins
 * the group of the first mark within the radius, else starts its own). Fractional zooms use the whole zoom below.
 */
export function placeGroups(places: readonly GroupedPlace[], { radius, maxZoom }: PlaceGroupsOptions) {
  // extent = TILE makes supercluster's pixels those of this map's zoom (its default is 512-pixel tiles).
  const index = new Supercluster<{ id: string }>({ radius, maxZoom: maxZoom - 1, extent: TILE, minPoints: 2 });
  index.load(places.map((p) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [p.lon, p.lat] }, properties: { id: p.id } })));
  return (zoom: number): readonly PlaceGroup[] =>
    index.getClusters(WORLD, Math.floor(zoom)).map((feature): PlaceGroup => {
      const [lon, lat] = feature.geometry.coordinates as [number, number];
      if (!('cluster' in feature.properties)) return { key: feature.properties.id, ids: [feature.properties.id], lat, lon, expansionZoom: Math.floor(zoom) };
      const clusterId = feature.properties.cluster_id;
      return {
        key: `cluster:${clusterId}`,
        ids: index.getLeaves(clusterId, Infinity).map((leaf) => leaf.properties.id),
        lat,
        lon,
        expansionZoom: index.getClusterExpansionZoom(clusterId),
      };
    });
}

export type GroupsAtZoom = ReturnType<typeof placeGroups>;
