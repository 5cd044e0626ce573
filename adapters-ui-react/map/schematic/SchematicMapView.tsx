import { useEffect, useRef } from 'react';
import { screenPoint, type Camera, type Viewport } from '../../../application/map/mapCamera';
import type { PlaceGroup } from '../../../application/map/placeGroups';
import type { MapPlace } from '../../../application/map/PlacesMap';
import type { SchematicMapViewModel } from '../../../application/map/schematicMapViewModel';
import { metresPerPixel } from '../../../application/map/webMercator';
import { useObservable } from '../../useObservable';
import { DRAWING_ZOOM, type GeographyDrawing } from './geographyDrawing';
import { useMapGestures } from './useMapGestures';

/** Scale bar lengths, the longest that fits in SCALE_MAX pixels is shown. */
const SCALE_STEPS = [20_000, 10_000, 5000, 2000, 1000, 500, 200, 100, 50, 20];
const SCALE_MAX = 96;

function ScaleBar({ camera, height }: { readonly camera: Camera; readonly height: number }) {
  const perPixel = metresPerPixel(camera.centre.lat, camera.zoom);
  const metres = SCALE_STEPS.find((m) => m / perPixel <= SCALE_MAX) ?? SCALE_STEPS[SCALE_STEPS.length - 1]!;
  const width = metres / perPixel;
  return (
    // Above the credits' strip along the bottom edge.
    <g className="schematic-map__scale" transform={`translate(10 ${height - 26})`}>
      <path d={`M0 -5V0H${width.toFixed(1)}V-5`} />
      <text x={width + 6} y="0">
        {metres >= 1000 ? `${metres / 1000} км` : `${metres} м`}
      </text>
    </g>
  );
}

function Geography({ drawing, camera, viewport }: { readonly drawing: GeographyDrawing; readonly camera: Camera; readonly viewport: Viewport }) {
  const origin = screenPoint(camera, viewport, drawing.origin);
  const centre = screenPoint(camera, viewport, drawing.centre);
  return (
    <>
      <g transform={`translate(${origin.x.toFixed(1)} ${origin.y.toFixed(1)}) scale(${2 ** (camera.zoom - DRAWING_ZOOM)})`}>
        <path className="schematic-map__water" d={drawing.water} fillRule="evenodd" vectorEffect="non-scaling-stroke" />
        {drawing.rivers.map((river) => (
          <path
            key={river.path}
            className={`schematic-map__river${river.major ? ' schematic-map__river--major' : ''}${river.canal ? ' schematic-map__river--canal' : ''}`}
            d={river.path}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </g>
      <path className="schematic-map__centre" d={`M${(centre.x - 6).toFixed(1)} ${centre.y.toFixed(1)}h12m-6 -6v12`} />
    </>
  );
}

function Mark({
  group,
  place,
  chosen,
  at,
  onChoose,
}: {
  readonly group: PlaceGroup;
  readonly place: MapPlace | undefined;
  readonly chosen: boolean;
  readonly at: { x: number; y: number };
  readonly onChoose: () => void;
}) {
  const transform = `translate(${at.x.toFixed(1)} ${at.y.toFixed(1)})`;
  if (group.ids.length > 1) {
    return (
      <g
        className={`schematic-map__cluster${chosen ? ' schematic-map__cluster--chosen' : ''}`}
        transform={transform}
        onClick={onChoose}
        data-testid="map-cluster"
        data-ids={group.ids.join(' ')}
      >
        <title>{`${group.ids.length} — приблизить`}</title>
        <circle r={15 + Math.min(7, group.ids.length)} />
        <text y="5">{group.ids.length}</text>
      </g>
    );
  }
  const size = chosen ? 11 : 8;
  return (
    <g
      className={`schematic-map__place${chosen ? ' schematic-map__place--chosen' : ''}${place?.muted ? ' schematic-map__place--muted' : ''}`}
      transform={transform}
      onClick={onChoose}
      data-testid={`map-marker-${group.key}`}
      data-ids={group.key}
    >
      <title>{place?.label}</title>
      {place?.kind === 'SHOP' ? <circle r={size} /> : <rect x={-size} y={-size} width={2 * size} height={2 * size} rx="3" />}
    </g>
  );
}

/** The offline map: real coast and rivers under the places' true positions, no streets (the page says so). */
export function SchematicMapView({ map, drawing }: { readonly map: SchematicMapViewModel; readonly drawing: GeographyDrawing | null }) {
  const { viewport, camera, groups, places, selectedId } = useObservable(map.state$, map.current);
  const frame = useRef<HTMLDivElement>(null);
  const surface = useRef<SVGSVGElement>(null);
  const { handlers, dragged } = useMapGestures(map, surface);

  useEffect(() => {
    const element = frame.current!;
    const observer = new ResizeObserver(() => map.resize({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [map]);

  const byId = new Map(places.map((p) => [p.id, p]));
  const holdsChosen = (g: PlaceGroup) => selectedId !== null && g.ids.includes(selectedId);
  // The chosen place's mark is drawn last, above its neighbours.
  const marks = [...groups].sort((a, b) => Number(holdsChosen(a)) - Number(holdsChosen(b)));
  return (
    <div ref={frame} className="schematic-map">
      {viewport.width > 0 && (
        <svg ref={surface} width={viewport.width} height={viewport.height} className="schematic-map__surface" aria-hidden="true" {...handlers}>
          <rect className="schematic-map__land" width={viewport.width} height={viewport.height} />
          {drawing && <Geography drawing={drawing} camera={camera} viewport={viewport} />}
          {marks.map((group) => (
            <Mark
              key={group.key}
              group={group}
              place={byId.get(group.ids[0]!)}
              chosen={holdsChosen(group)}
              at={screenPoint(camera, viewport, group)}
              onChoose={() => dragged() || map.choose(group)}
            />
          ))}
          <ScaleBar camera={camera} height={viewport.height} />
        </svg>
      )}
    </div>
  );
}
