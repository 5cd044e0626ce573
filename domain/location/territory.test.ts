import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cityUrlCode, territoryAt } from './territory';
import { geoFencesOf } from './geoFences';

const MOSCOW = { id: '77', name: 'Москва', lat: 55.755826, lon: 37.6173, countryCode: 'ru' as const };
const PETERSBURG = { id: '78', name: 'Санкт-Петербург', lat: 59.938676, lon: 30.314494, countryCode: 'ru' as const };

describe('territories (spec §3 Location, §7 GET /territories/{cityUrlCode})', () => {
  it('writes a city name in Latin letters for URLs', () => {
    expect(cityUrlCode('Москва')).toBe('moskva');
    expect(cityUrlCode('Санкт-Петербург')).toBe('sankt-peterburg');
    expect(cityUrlCode('Нижний Новгород')).toBe('nizhniy-novgorod');
    fc.assert(fc.property(fc.string(), (name) => /^([a-z0-9]+(-[a-z0-9]+)*)?$/.test(cityUrlCode(name))));
  });

  it('puts a point in the nearest city within its delivery area, in none outside every area', () => {
    expect(territoryAt({ lat: 55.9, lon: 37.5 }, [PETERSBURG, MOSCOW])).toBe(MOSCOW);
    // Zelenograd, 37 km from the centre of Moscow, is inside; Tver is not.
    expect(territoryAt({ lat: 55.9825, lon: 37.1814 }, [MOSCOW])).toBe(MOSCOW);
    expect(territoryAt({ lat: 56.8587, lon: 35.9176 }, [MOSCOW, PETERSBURG])).toBeUndefined();
  });

  it("lists a city's fences, its pickup point zone only where it has points", () => {
    expect(geoFencesOf(MOSCOW, false).map((f) => f.layer)).toEqual(['COUNTRY', 'MACROCITY', 'TERRITORY', 'DELIVERY_ZONE']);
    expect(geoFencesOf(MOSCOW, true).at(-1)).toEqual({ layer: 'PICKUP_POINT_ZONE', id: '77', name: 'Москва' });
    expect(geoFencesOf(MOSCOW, true)[0]).toEqual({ layer: 'COUNTRY', id: 'ru', name: 'Россия' });
  });
});
