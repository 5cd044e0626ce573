import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CITIES } from '../../../adapters-storage/demo/catalogue/cities';
import { SHOPS } from '../../../adapters-storage/demo/catalogue/shops';
import { decodeLine, encodeLine, type CityGeographyFile } from './cityGeography';

const fileOf = (cityId: string): CityGeographyFile => JSON.parse(readFileSync(new URL(`geography/${cityId}.json`, import.meta.url), 'utf8'));

describe("the offline map's geography", () => {
  it('packs lines to about a metre and back', () => {
    const lonLat = fc.tuple(fc.double({ min: -180, max: 180, noNaN: true }), fc.double({ min: -85, max: 85, noNaN: true }));
    fc.assert(
      fc.property(fc.array(lonLat, { maxLength: 30 }), (line) => {
        const back = decodeLine(encodeLine(line));
        expect(back).toHaveLength(line.length);
        back.forEach(([lon, lat], i) => {
          expect(Math.abs(lon - line[i]![0])).toBeLessThanOrEqual(0.5e-5 + 1e-9);
          expect(Math.abs(lat - line[i]![1])).toBeLessThanOrEqual(0.5e-5 + 1e-9);
        });
      }),
    );
  });

  it.each(CITIES.map((c) => [c.name, c] as const))('covers %s, its shops and pickup points, with coast and rivers inside its box', (_, city) => {
    const file = fileOf(city.id);
    const [west, south, east, north] = file.box;
    const inside = ([lon, lat]: readonly [number, number]) => lon >= west - 1e-5 && lon <= east + 1e-5 && lat >= south - 1e-5 && lat <= north + 1e-5;
    expect(file.city).toBe(city.name);
    expect(file.centre).toEqual([city.lon, city.lat]);
    expect(inside(file.centre)).toBe(true);
    for (const shop of SHOPS.filter((s) => s.cityId === city.id)) expect(inside([shop.lon, shop.lat])).toBe(true);
    expect(file.water.every((ring) => decodeLine(ring).every(inside))).toBe(true);
    expect(file.rivers.every((river) => decodeLine(river.line).every(inside))).toBe(true);
  });

  it('draws the Moskva through Moscow and the Gulf of Finland at Saint Petersburg', () => {
    const moscow = fileOf('77')
      .rivers.filter((r) => r.level <= 2)
      .flatMap((r) => decodeLine(r.line));
    // The river passes Luzhniki's bend (55.715, 37.555) within half a kilometre.
    expect(moscow.some(([lon, lat]) => Math.abs(lat - 55.715) < 0.005 && Math.abs(lon - 37.555) < 0.008)).toBe(true);
    expect(fileOf('78').water.length).toBeGreaterThan(0);
  });
});
