import type { KeyboardEvent } from 'react';
import type { PickupPoint } from '../../adapters-http/contract/shipment';

const WIDTH = 400;
const PADDING = 24;

/** Points placed on a WIDTH-wide plane: longitude shrunk by the latitude's cosine so distances look right. */
function project(points: readonly PickupPoint[]) {
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  const [minLat, maxLat, minLon, maxLon] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  const shrink = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLon - minLon) * shrink, 1e-3);
  const spanY = Math.max(maxLat - minLat, 1e-3);
  const scale = (WIDTH - 2 * PADDING) / Math.max(spanX, spanY);
  const height = Math.round(spanY * scale + 2 * PADDING);
  return {
    height,
    place: (p: PickupPoint) => ({ x: PADDING + (p.lon - minLon) * shrink * scale, y: height - PADDING - (p.lat - minLat) * scale }),
  };
}

/**
 * A schematic map of the points (no map tiles can load here; a real Yandex Maps widget would need its
 * script and key in the page): markers projected from lat/lon, each focusable and chosen with Enter,
 * Space or a click, like the list beside it.
 */
export function PickupMap({ points, selectedId, onSelect }: { readonly points: readonly PickupPoint[]; readonly selectedId: string | null; readonly onSelect: (id: string) => void }) {
  const { height, place } = project(points);
  const onKey = (event: KeyboardEvent, id: string) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(id);
  };
  return (
    <figure className="pickup-map">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="group" aria-label="Карта пунктов выдачи">
        <rect className="pickup-map__ground" x="0" y="0" width={WIDTH} height={height} rx="8" />
        {points.map((p) => {
          const { x, y } = place(p);
          const chosen = p.id === selectedId;
          const usable = p.availableCount > 0;
          return (
            <g key={p.id} role="button" tabIndex={usable ? 0 : -1} aria-pressed={chosen} aria-disabled={!usable} aria-label={`${p.name}, ${p.address}`}
              className={`pickup-map__marker${chosen ? ' pickup-map__marker--chosen' : ''}${usable ? '' : ' pickup-map__marker--none'}`}
              data-testid={`map-marker-${p.id}`} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
              onClick={() => usable && onSelect(p.id)} onKeyDown={(e) => usable && onKey(e, p.id)}>
              <title>{p.name}</title>
              {p.kind === 'SHOP' ? <circle r={chosen ? 11 : 8} /> : <rect x={chosen ? -10 : -7} y={chosen ? -10 : -7} width={chosen ? 20 : 14} height={chosen ? 20 : 14} rx="3" />}
            </g>
          );
        })}
      </svg>
      <figcaption className="muted">● магазин · ■ пункт выдачи · красным — выбранный</figcaption>
    </figure>
  );
}
