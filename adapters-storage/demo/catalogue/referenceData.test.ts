import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COUNTRY_CODES } from '../../../domain/country/country';
import ngeohash from 'ngeohash';
import { generateCatalogue } from './generateCatalogue';
import { CITY_BOUNDS, GEOHASH_PRECISION, MOSCOW, SAINT_PETERSBURG } from './cities';
import { CLOTHING_TYPES } from './clothingTypes';
import { EQUIPMENT_TYPES } from './equipmentTypes';
import { FOOTWEAR_TYPES } from './footwearTypes';
import { TECHNOLOGY_BENEFITS } from './traits';

const catalogue = generateCatalogue({});

describe('reference data', () => {
  it('has at least 15 sports and 30 brands with unique ids and url codes', () => {
    expect(catalogue.sports.length).toBeGreaterThanOrEqual(15);
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(30);
    for (const list of [catalogue.sports, catalogue.brands]) {
      expect(new Set(list.map((x) => x.id)).size).toBe(list.length);
      expect(new Set(list.map((x) => x.urlCode)).size).toBe(list.length);
      expect(list.every((x) => /^\d+$/.test(x.id) && /^[a-z0-9_-]+$/.test(x.urlCode))).toBe(true);
    }
  });

  it('builds Мужчинам / Женщинам / Детям, each with Обувь / Одежда / Инвентарь and leaves', () => {
    const { categories } = catalogue;
    const top = categories.filter((c) => c.parentId === null);
    expect(top.map((c) => c.name)).toEqual(['Мужчинам', 'Женщинам', 'Детям']);
    expect(categories.find((c) => c.urlPath === 'muzhchinam/obuv/krossovki')?.name).toBe('Кроссовки');
    for (const group of top) {
      const sections = categories.filter((c) => c.parentId === group.id);
      expect(sections.map((c) => c.name)).toEqual(['Обувь', 'Одежда', 'Инвентарь']);
      for (const section of sections) expect(categories.some((c) => c.parentId === section.id)).toBe(true);
    }
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
    expect(new Set(categories.map((c) => c.urlPath)).size).toBe(categories.length);
    for (const c of categories) {
      expect(c.urlPath).toMatch(/^[a-z_]+(\/[a-z_]+)*$/);
      const parent = categories.find((p) => p.id === c.parentId);
      expect(c.level).toBe(parent ? parent.level + 1 : 1);
      if (parent) expect(c.urlPath.startsWith(`${parent.urlPath}/`)).toBe(true);
    }
  });

  it('has at least 20 shops and pickup points across Moscow and Saint Petersburg', () => {
    const { shops, cities } = catalogue;
    expect(cities.filter((c) => c.countryCode === 'ru').map((c) => c.name)).toEqual(['Москва', 'Санкт-Петербург']);
    expect(shops.length).toBeGreaterThanOrEqual(20);
    for (const city of [MOSCOW, SAINT_PETERSBURG]) {
      const here = shops.filter((s) => s.cityId === city.id);
      expect(here.some((s) => s.kind === 'SHOP')).toBe(true);
      expect(here.some((s) => s.kind === 'PICKUP_POINT')).toBe(true);
    }
    expect(new Set(shops.map((s) => s.id)).size).toBe(shops.length);
    expect(new Set(shops.map((s) => s.shopNumber)).size).toBe(shops.length);
    expect(shops.every((s) => /^(\d\d:\d\d–\d\d:\d\d|Круглосуточно)$/.test(s.openingHours))).toBe(true);
  });

  it('names every shop and pickup point after this shop, never a competitor', () => {
    for (const shop of catalogue.shops) {
      expect(shop.name).toMatch(/Спорт·Маркет/);
      expect(shop.name).not.toMatch(/спортмастер|sportmaster/i);
    }
  });

  it('has a city in every market, so the country follows the chosen city', () => {
    expect(new Set(catalogue.cities.map((c) => c.countryCode))).toEqual(new Set(COUNTRY_CODES));
  });

  it('places every shop and city inside its city, with a 12-character geohash that decodes back', () => {
    const places = [...catalogue.shops, ...catalogue.cities.map((c) => ({ ...c, cityId: c.id }))];
    fc.assert(
      fc.property(fc.constantFrom(...places), (place) => {
        const box = CITY_BOUNDS[place.cityId];
        expect(box).toBeDefined();
        expect(place.lat).toBeGreaterThan(box?.minLat ?? 90);
        expect(place.lat).toBeLessThan(box?.maxLat ?? -90);
        expect(place.lon).toBeGreaterThan(box?.minLon ?? 180);
        expect(place.lon).toBeLessThan(box?.maxLon ?? -180);
        expect(place.geohash).toHaveLength(GEOHASH_PRECISION);
        const decoded = ngeohash.decode(place.geohash);
        expect(Math.abs(decoded.latitude - place.lat)).toBeLessThan(1e-5);
        expect(Math.abs(decoded.longitude - place.lon)).toBeLessThan(1e-5);
      }),
    );
  });

  it('explains every technology a product type can carry', () => {
    for (const type of [...FOOTWEAR_TYPES, ...CLOTHING_TYPES, ...EQUIPMENT_TYPES]) {
      for (const tech of type.tech) expect(TECHNOLOGY_BENEFITS[tech], `${type.slug}: ${tech}`).toBeDefined();
    }
  });
});
