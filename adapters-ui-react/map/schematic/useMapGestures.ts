import { useEffect, useRef, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import type { SchematicMapViewModel } from '../../../application/map/schematicMapViewModel';
import type { Pixel } from '../../../application/map/webMercator';

/** Pixels a pointer may travel and still make a tap or click rather than a drag. */
const TAP_SLOP = 6;

const within = (element: Element, x: number, y: number): Pixel => {
  const box = element.getBoundingClientRect();
  return { x: x - box.left, y: y - box.top };
};
const distance = (a: Pixel, b: Pixel) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Drag to pan with a mouse or one finger, pinch with two, Ctrl (⌘) + wheel or a trackpad pinch to zoom,
 * double-click to zoom in; a plain wheel scrolls the page, as a map inside a page should let it.
 */
export function useMapGestures(map: SchematicMapViewModel, surface: RefObject<SVGSVGElement | null>) {
  const pointers = useRef(new Map<number, Pixel>());
  const travelled = useRef(0);

  useEffect(() => {
    const element = surface.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      map.zoomAt(Math.max(-1, Math.min(1, -event.deltaY / 100)), within(element, event.clientX, event.clientY));
    };
    // React's wheel handlers are passive and cannot keep the page from zooming.
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [map, surface]);

  const release = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
  };
  return {
    handlers: {
      onPointerDown: (event: PointerEvent<SVGSVGElement>) => {
        if (pointers.current.size === 0) travelled.current = 0;
        pointers.current.set(event.pointerId, within(event.currentTarget, event.clientX, event.clientY));
      },
      onPointerMove: (event: PointerEvent<SVGSVGElement>) => {
        const before = pointers.current.get(event.pointerId);
        if (!before) return;
        const [other] = [...pointers.current].filter(([id]) => id !== event.pointerId).map(([, at]) => at);
        const now = within(event.currentTarget, event.clientX, event.clientY);
        pointers.current.set(event.pointerId, now);
        travelled.current += distance(before, now);
        if (travelled.current < TAP_SLOP) return;
        // Captured only once it is a drag, so that a click on a mark still reaches the mark.
        if (!event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.setPointerCapture(event.pointerId);
        if (!other) return map.panBy(now.x - before.x, now.y - before.y);
        const [from, to] = [
          { x: (before.x + other.x) / 2, y: (before.y + other.y) / 2 },
          { x: (now.x + other.x) / 2, y: (now.y + other.y) / 2 },
        ];
        map.panBy(to.x - from.x, to.y - from.y);
        if (distance(before, other) > 0) map.zoomAt(Math.log2(distance(now, other) / distance(before, other)), to);
      },
      onPointerUp: release,
      onPointerCancel: release,
      onDoubleClick: (event: MouseEvent<SVGSVGElement>) => map.zoomAt(1, within(event.currentTarget, event.clientX, event.clientY)),
    },
    /** Whether the last press moved the map, so that its release chooses nothing. */
    dragged: () => travelled.current >= TAP_SLOP,
  };
}
