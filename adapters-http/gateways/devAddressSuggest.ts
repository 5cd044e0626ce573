import * as E from 'fp-ts/Either';
import type { AddressSuggest, AddressSuggestion, LocatedAddress } from '../../application/shipment/AddressSuggest';
import { encodeGeoPoint, type LatLon } from '../../domain/location/geohash';
import { distanceKm } from '../../domain/shipment/deliveryArea';

type Street = readonly [city: string, street: string, lat: number, lon: number, houses: readonly string[]];

/** Real streets of the demo cities (centre-ish coordinates), and two outside the delivery area. */
const STREETS: readonly Street[] = [
  ['Москва', 'Тверская улица', 55.7601, 37.6062, ['1', '7', '12', '18']],
  ['Москва', 'улица Арбат', 55.7495, 37.591, ['4', '10', '24', '38']],
  ['Москва', 'Ленинский проспект', 55.7076, 37.5859, ['2', '15', '32А', '68/10']],
  ['Москва', 'Профсоюзная улица', 55.6708, 37.5528, ['3', '56', '104']],
  ['Москва', 'улица Покровка', 55.7594, 37.6466, ['5', '17', '28']],
  ['Москва', 'Кутузовский проспект', 55.7409, 37.5336, ['9', '24', '57']],
  ['Москва', 'Люблинская улица', 55.678, 37.746, ['42', '169, корп. 2']],
  ['Москва', 'проспект Мира', 55.796, 37.637, ['26', '119', '211, корп. 2']],
  ['Санкт-Петербург', 'Невский проспект', 59.9343, 30.3351, ['1', '28', '114']],
  ['Санкт-Петербург', 'Лиговский проспект', 59.923, 30.356, ['10', '30А', '50']],
  ['Санкт-Петербург', 'Садовая улица', 59.9263, 30.317, ['2', '26', '61']],
  ['Санкт-Петербург', 'проспект Просвещения', 60.051, 30.362, ['19', '36']],
  ['Екатеринбург', 'улица Ленина', 56.8389, 60.6057, ['5', '24']],
  ['Казань', 'улица Баумана', 55.7887, 49.1221, ['9', '44']],
];

/** About 60 m between neighbouring houses of a street, so every house has its own point. */
const HOUSE_STEP_DEG = 0.0006;

const ADDRESSES: readonly (LocatedAddress & AddressSuggestion & LatLon & { readonly search: string })[] = STREETS.flatMap(
  ([city, street, lat, lon, houses]) => {
    const streetPoint = { lat, lon };
    const streetLevel = {
      title: street,
      subtitle: city,
      text: `Россия, ${city}, ${street}`,
      geoPoint: encodeGeoPoint(streetPoint),
      locationLevel: 'STREET' as const,
      ...streetPoint,
    };
    const houseLevel = houses.map((house, i) => {
      const point = { lat: lat + HOUSE_STEP_DEG * (i + 1), lon: lon + HOUSE_STEP_DEG * (i + 1) };
      return {
        title: `${street}, ${house}`,
        subtitle: city,
        text: `Россия, ${city}, ${street}, ${house}`,
        geoPoint: encodeGeoPoint(point),
        locationLevel: 'HOUSE' as const,
        ...point,
      };
    });
    return [streetLevel, ...houseLevel].map((a) => ({ ...a, id: `dev:${a.geoPoint}`, search: `${a.text} ${a.title}`.toLowerCase().replace(/ё/g, 'е') }));
  },
);

const SUGGESTIONS = 7;

/**
 * The development maps service: suggests real-looking addresses of the demo cities (every typed word
 * must occur), nearest to the shopper's city first, like Geosuggest; locates them like the Geocoder.
 * Typing «сбой» fails like an outage, so the error state can be seen without the real service.
 */
export function devAddressSuggest(): AddressSuggest {
  return {
    suggest: async (text, near) => {
      const words = text
        .toLowerCase()
        .replace(/ё/g, 'е')
        .split(/[\s,]+/)
        .filter(Boolean);
      if (words.includes('сбой')) return E.left({ _tag: 'SERVER_ERROR' });
      const found = ADDRESSES.filter((a) => words.every((w) => a.search.includes(w)));
      const sorted = near ? [...found].sort((a, b) => distanceKm(a, near) - distanceKm(b, near)) : found;
      return E.right(sorted.slice(0, SUGGESTIONS).map(({ id, title, subtitle }) => ({ id, title, subtitle })));
    },
    locate: async (id) => {
      const found = ADDRESSES.find((a) => a.id === id);
      return found ? E.right({ text: found.text, geoPoint: found.geoPoint, locationLevel: found.locationLevel }) : E.left({ _tag: 'NOT_FOUND' });
    },
  };
}
