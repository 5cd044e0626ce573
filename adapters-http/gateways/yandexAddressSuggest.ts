import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { AddressSuggest, AddressSuggestion } from '../../application/shipment/AddressSuggest';
import { encodeGeoPoint } from '../../domain/location/geohash';
import type { LocationLevel } from '../../domain/location/location';
import { askProvider } from './providerHttp';

export interface YandexAddressSuggestConfig {
  /** Key of the Geosuggest API (YANDEX_GEOSUGGEST_API_KEY). */
  readonly suggestKey: string;
  /** Key of the HTTP Geocoder (YANDEX_GEOCODER_API_KEY). */
  readonly geocoderKey: string;
  /** https://suggest-maps.yandex.ru by default; a local fake in tests. */
  readonly suggestBaseUrl?: string;
  /** https://geocode-maps.yandex.ru by default; a local fake in tests. */
  readonly geocoderBaseUrl?: string;
}

/** Geosuggest answer (yandex.ru/dev/geosuggest/doc/ru/response): results with title, subtitle and, with attrs=uri, uri; no results when nothing matched. */
const SuggestAnswer = t.partial({
  results: t.array(t.intersection([t.type({ title: t.type({ text: t.string }) }), t.partial({ subtitle: t.type({ text: t.string }), uri: t.string })])),
});

/** Geocoder answer (yandex.ru/dev/geocode/doc/ru/response): featureMember[].GeoObject with Point.pos "lon lat" and GeocoderMetaData. */
const GeocodeAnswer = t.type({
  response: t.type({
    GeoObjectCollection: t.type({
      featureMember: t.array(
        t.type({
          GeoObject: t.type({
            Point: t.type({ pos: t.string }),
            metaDataProperty: t.type({ GeocoderMetaData: t.type({ text: t.string, kind: t.string }) }),
          }),
        }),
      ),
    }),
  }),
});

const LEVELS: Readonly<Record<string, LocationLevel>> = { house: 'HOUSE', street: 'STREET' };
/** Half the side of the window suggestions are biased to, in degrees: about a city and its suburbs. */
const WINDOW_SPAN = '0.6,0.6';
const SUGGESTIONS = 7;

/**
 * Address suggestions from Yandex Geosuggest (GET /v1/suggest: apikey, text, lang, results, types,
 * ll/spn window, print_address, attrs=uri) and the picked one's point from the Yandex HTTP Geocoder
 * (GET /v1/?apikey&uri&format=json). Outages and unreadable answers are SERVER_ERROR.
 */
export function yandexAddressSuggest(config: YandexAddressSuggestConfig, fetchFn: typeof fetch = fetch): AddressSuggest {
  const suggestBase = config.suggestBaseUrl ?? 'https://suggest-maps.yandex.ru';
  const geocoderBase = config.geocoderBaseUrl ?? 'https://geocode-maps.yandex.ru';
  return {
    suggest: async (text, near) => {
      const query = new URLSearchParams({
        apikey: config.suggestKey,
        text,
        lang: 'ru',
        results: String(SUGGESTIONS),
        types: 'street,house',
        print_address: '1',
        attrs: 'uri',
      });
      if (near) {
        query.set('ll', `${near.lon},${near.lat}`);
        query.set('spn', WINDOW_SPAN);
      }
      const answer = await askProvider(fetchFn, `${suggestBase}/v1/suggest?${query}`, {}, 5_000);
      const decoded = answer?.status === 200 ? SuggestAnswer.decode(answer.body) : E.left([]);
      if (E.isLeft(decoded)) return E.left({ _tag: 'SERVER_ERROR' });
      return E.right(
        (decoded.right.results ?? []).flatMap((r): AddressSuggestion[] =>
          r.uri ? [{ id: r.uri, title: r.title.text, subtitle: r.subtitle?.text ?? '' }] : [],
        ),
      );
    },
    locate: async (id) => {
      const query = new URLSearchParams({ apikey: config.geocoderKey, uri: id, format: 'json', lang: 'ru_RU', results: '1' });
      const answer = await askProvider(fetchFn, `${geocoderBase}/v1/?${query}`, {}, 5_000);
      const decoded = answer?.status === 200 ? GeocodeAnswer.decode(answer.body) : E.left([]);
      if (E.isLeft(decoded)) return E.left({ _tag: 'SERVER_ERROR' });
      const found = decoded.right.response.GeoObjectCollection.featureMember[0]?.GeoObject;
      const [lon, lat] = (found?.Point.pos ?? '').split(' ').map(Number);
      if (!found || !Number.isFinite(lat) || !Number.isFinite(lon)) return E.left({ _tag: 'NOT_FOUND' });
      const meta = found.metaDataProperty.GeocoderMetaData;
      return E.right({ text: meta.text, geoPoint: encodeGeoPoint({ lat: lat!, lon: lon! }), locationLevel: LEVELS[meta.kind] ?? 'OTHER' });
    },
  };
}
