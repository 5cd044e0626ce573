import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MOSCOW_PLACES } from '../../test-fixtures/moscowPlaces';
import { placeGroups } from './placeGroups';

const OPTIONS = { radius: 28, maxZoom: 16 };
const places = fc.uniqueArray(
  fc.record({
    id: fc.string({ minLength: 1, maxLength: 6 }),
    lat: fc.double({ min: 55.4, max: 56.1, noNaN: true }),
    lon: fc.double({ min: 37.1, max: 38.1, noNaN: true }),
  }),
  { selector: (p) => p.id, maxLength: 40 },
);

describe('places grouped by zoom', () => {
  it('puts every place in exactly one mark at every zoom', () => {
    fc.assert(
      fc.property(places, fc.double({ min: 0, max: 20, noNaN: true }), (ps, zoom) => {
        const ids = placeGroups(ps, OPTIONS)(zoom).flatMap((g) => g.ids);
        expect([...ids].sort()).toEqual(ps.map((p) => p.id).sort());
      }),
    );
  });

  it('only splits groups as the map zooms in, and from the last zoom every place stands alone', () => {
    fc.assert(
      fc.property(places, (ps) => {
        const at = placeGroups(ps, OPTIONS);
        for (let zoom = 1; zoom <= 17; zoom += 1) {
          const outer = at(zoom - 1);
          for (const group of at(zoom)) expect(outer.some((o) => group.ids.every((id) => o.ids.includes(id)))).toBe(true);
        }
        expect(at(16).every((g) => g.ids.length === 1)).toBe(true);
      }),
    );
  });

  it('opens a group at a deeper zoom, where it holds fewer places', () => {
    fc.assert(
      fc.property(places, fc.integer({ min: 0, max: 15 }), (ps, zoom) => {
        const at = placeGroups(ps, OPTIONS);
        for (const group of at(zoom).filter((g) => g.ids.length > 1)) {
          expect(group.expansionZoom).toBeGreaterThan(zoom);
          const inner = at(group.expansionZoom).filter((g) => g.ids.some((id) => group.ids.includes(id)));
          expect(inner.length).toBeGreaterThan(1);
        }
      }),
    );
  });

  it("shows Moscow's 14 shops and points as a few clusters for the whole city and singly in its streets", () => {
    const at = placeGroups(MOSCOW_PLACES, OPTIONS);
    const city = at(10);
    expect(city.length).toBeLessThan(MOSCOW_PLACES.length);
    expect(city.some((g) => g.ids.length > 1 && g.key.startsWith('cluster:'))).toBe(true);
    expect(
      at(13)
        .map((g) => g.key)
        .sort(),
    ).toEqual(MOSCOW_PLACES.map((p) => p.id).sort());
  });
});
