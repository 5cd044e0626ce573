import { createRoot } from 'react-dom/client';
import type { OpenPlacesMap } from '../../../application/map/PlacesMap';
import { createSchematicMapViewModel } from '../../../application/map/schematicMapViewModel';
import { geographyAround } from './cityAreas';
import { geographyDrawing, type GeographyDrawing } from './geographyDrawing';
import { SchematicMapView } from './SchematicMapView';

/** Credits of the offline map's data (geography/SOURCES.md). */
const SCHEMATIC_ATTRIBUTION = '© участники OpenStreetMap, GSHHG';

/**
 * The offline adapter of the map port, the default: drawn in the page from the project's own geography
 * (no network, no key), with its own React root inside the host, which the page leaves empty.
 */
export const openSchematicMap: OpenPlacesMap<HTMLElement> = async (host, events) => {
  const map = createSchematicMapViewModel(events);
  const root = createRoot(host);
  const draw = (drawing: GeographyDrawing | null) => root.render(<SchematicMapView map={map} drawing={drawing} />);
  let shownCity: string | null = null;
  draw(null);
  return {
    streets: false,
    attribution: SCHEMATIC_ATTRIBUTION,
    show: (places) => {
      map.show(places);
      void geographyAround(places).then((file) => {
        if ((file?.city ?? null) !== shownCity) draw(file && geographyDrawing(file));
        shownCity = file?.city ?? null;
      });
    },
    select: map.select,
    fitAll: map.fitAll,
    zoomBy: map.zoomBy,
    panBy: map.panBy,
    // The page closes the map while React commits; the root goes once that is done.
    destroy: () => queueMicrotask(() => root.unmount()),
  };
};
