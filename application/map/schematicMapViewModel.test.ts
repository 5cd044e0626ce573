import { describe, expect, it, vi } from 'vitest';
import { MOSCOW_PLACES } from '../../test-fixtures/moscowPlaces';
import { screenPoint } from './mapCamera';
import type { MapPlace } from './PlacesMap';
import { SCHEMATIC_ZOOMS, createSchematicMapViewModel } from './schematicMapViewModel';

const PLACES: readonly MapPlace[] = MOSCOW_PLACES.map((p) => ({ ...p, muted: p.id === '91047' }));
const PHONE = { width: 343, height: 260 };

function shownMap() {
  const onChoose = vi.fn();
  const map = createSchematicMapViewModel({ onChoose });
  map.show(PLACES);
  map.resize(PHONE);
  return { map, onChoose };
}

describe('the offline map', () => {
  it('fits the places once it knows its size', () => {
    const onChoose = vi.fn();
    const map = createSchematicMapViewModel({ onChoose });
    map.show(PLACES);
    expect(map.current().groups).toEqual([]);
    map.resize(PHONE);
    const { camera, viewport } = map.current();
    for (const place of PLACES) {
      const at = screenPoint(camera, viewport, place);
      expect(at.x).toBeGreaterThanOrEqual(0);
      expect(at.x).toBeLessThanOrEqual(PHONE.width);
    }
    expect(map.current().groups.flatMap((g) => g.ids)).toHaveLength(PLACES.length);
  });

  it('opens a cluster when it is chosen, and tells the page when one place is', () => {
    const { map, onChoose } = shownMap();
    const cluster = map.current().groups.find((g) => g.ids.length > 1)!;
    const zoom = map.current().camera.zoom;
    map.choose(cluster);
    expect(map.current().camera.zoom).toBeGreaterThan(zoom);
    expect(map.current().groups.filter((g) => g.ids.some((id) => cluster.ids.includes(id))).length).toBeGreaterThan(1);
    expect(onChoose).not.toHaveBeenCalled();
    map.choose({ key: '91034', ids: ['91034'], lat: 0, lon: 0, expansionZoom: 12 });
    expect(onChoose).toHaveBeenCalledWith('91034');
  });

  it('does not choose a place where nothing can be had', () => {
    const { map, onChoose } = shownMap();
    map.choose({ key: '91047', ids: ['91047'], lat: 0, lon: 0, expansionZoom: 12 });
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('centres a place chosen from the list, zoomed in until it has a mark of its own', () => {
    const { map } = shownMap();
    map.select('91034');
    const { camera, viewport, groups, selectedId } = map.current();
    expect(selectedId).toBe('91034');
    const at = screenPoint(camera, viewport, PLACES.find((p) => p.id === '91034')!);
    expect(at.x).toBeCloseTo(viewport.width / 2, 6);
    expect(at.y).toBeCloseTo(viewport.height / 2, 6);
    expect(groups.some((g) => g.key === '91034')).toBe(true);
  });

  it('remembers a choice made before it was measured', () => {
    const map = createSchematicMapViewModel({ onChoose: vi.fn() });
    map.show(PLACES);
    map.select('92011');
    map.select('91058');
    map.resize(PHONE);
    expect(map.current().groups.some((g) => g.key === '91058')).toBe(true);
  });

  it('zooms by steps within its range', () => {
    const { map } = shownMap();
    map.zoomBy(20);
    expect(map.current().camera.zoom).toBe(SCHEMATIC_ZOOMS.max);
    map.zoomBy(-20);
    expect(map.current().camera.zoom).toBe(SCHEMATIC_ZOOMS.min);
  });
});
