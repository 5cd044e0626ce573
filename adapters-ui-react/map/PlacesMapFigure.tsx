import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { MapPlace, PlacesMap } from '../../application/map/PlacesMap';
import { useServices } from '../shopContext';

/** Pixels an arrow key moves the map. */
const PAN_STEP = 96;
const KEYS: Readonly<Record<string, (map: PlacesMap) => void>> = {
  ArrowLeft: (map) => map.panBy(PAN_STEP, 0),
  ArrowRight: (map) => map.panBy(-PAN_STEP, 0),
  ArrowUp: (map) => map.panBy(0, PAN_STEP),
  ArrowDown: (map) => map.panBy(0, -PAN_STEP),
  '+': (map) => map.zoomBy(1),
  '=': (map) => map.zoomBy(1),
  '-': (map) => map.zoomBy(-1),
};

/**
 * A map of shops or pickup points beside their list (the list is the accessible way to choose: the map's
 * marks are hidden from screen readers). The map opens in the browser through the map port, which loads its
 * code then; zoom buttons, and arrow keys while one of them has focus, work the map by keyboard.
 */
export function PlacesMapFigure({
  places,
  selectedId,
  onChoose,
  what,
}: {
  readonly places: readonly MapPlace[];
  readonly selectedId: string | null;
  readonly onChoose: (id: string) => void;
  /** What the places are, in the accusative plural: «пункты выдачи», «магазины». */
  readonly what: string;
}) {
  const open = useServices().placesMap;
  const host = useRef<HTMLDivElement>(null);
  const choose = useRef(onChoose);
  choose.current = onChoose;
  const [map, setMap] = useState<PlacesMap | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    let opened: PlacesMap | null = null;
    void open(host.current!, { onChoose: (id) => choose.current(id) }).then((m) => {
      opened = m;
      if (live) setMap(m);
      else m.destroy();
    });
    return () => {
      live = false;
      opened?.destroy();
    };
  }, [open]);
  const placesKey = places.map((p) => `${p.id}:${p.muted}`).join(',');
  // Keyed on placesKey: the places change when their ids or usability do, not with every new array.
  useEffect(() => map?.show(places), [map, placesKey]);
  useEffect(() => map?.select(selectedId), [map, selectedId]);

  const onKeyDown = (event: KeyboardEvent) => {
    const act = map && KEYS[event.key];
    if (!act) return;
    event.preventDefault();
    act(map);
  };
  return (
    <figure className="places-map" onKeyDown={onKeyDown}>
      <div className="places-map__frame">
        <div ref={host} className="places-map__canvas" data-testid="places-map" />
        <div className="places-map__controls" role="group" aria-label="Карта">
          <button type="button" aria-label="Приблизить карту" disabled={!map} onClick={() => map?.zoomBy(1)}>
            +
          </button>
          <button type="button" aria-label="Отдалить карту" disabled={!map} onClick={() => map?.zoomBy(-1)}>
            −
          </button>
          <button type="button" aria-label={`Показать все ${what}`} disabled={!map} onClick={() => map?.fitAll()}>
            ⤢
          </button>
        </div>
        {map?.attribution && <small className="places-map__credits">{map.attribution}</small>}
      </div>
      <figcaption className="places-map__caption">
        {map && !map.streets && <strong>Схема: улицы не показаны</strong>}
        {places.some((p) => p.kind === 'SHOP') && (
          <span>
            <span className="places-map__glyph" aria-hidden="true">
              ●
            </span>{' '}
            магазин
          </span>
        )}
        {places.some((p) => p.kind === 'PICKUP_POINT') && (
          <span>
            <span className="places-map__glyph" aria-hidden="true">
              ■
            </span>{' '}
            пункт выдачи
          </span>
        )}
        {map && !map.streets && (
          <span>
            <span className="places-map__glyph places-map__glyph--centre" aria-hidden="true">
              +
            </span>{' '}
            центр города
          </span>
        )}
      </figcaption>
    </figure>
  );
}
