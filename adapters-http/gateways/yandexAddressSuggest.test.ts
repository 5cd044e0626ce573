import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { startFakeHttpServer, UNREACHABLE_URL } from '../../test-fixtures/fakeHttpServer';
import { encodeGeoPoint } from '../../domain/location/geohash';
import { yandexAddressSuggest } from './yandexAddressSuggest';

const TVERSKAYA_URI = 'ymapsbm1://geo?data=Cgg1NjY5NzYxNBI';

/** Local stand-ins for suggest-maps.yandex.ru/v1/suggest and geocode-maps.yandex.ru/v1/, answering like their docs. */
let fake: Awaited<ReturnType<typeof startFakeHttpServer>>;
beforeAll(async () => {
  fake = await startFakeHttpServer((req, res) => {
    const q = req.url.searchParams;
    if (req.url.pathname === '/v1/suggest') {
      if (q.get('apikey') !== 'suggest-key') return res.writeHead(403).end(JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'Invalid key' }));
      if (q.get('text') === 'сбой') return res.writeHead(500).end('{}');
      if (q.get('text') === 'пусто') return res.end(JSON.stringify({ suggest_reqid: '1' }));
      return res.end(
        JSON.stringify({
          suggest_reqid: '1',
          results: [
            {
              title: { text: 'Тверская улица, 7', hl: [{ begin: 0, end: 5 }] },
              subtitle: { text: 'Москва' },
              tags: ['house'],
              address: { formatted_address: 'Москва, Тверская улица, 7', component: [] },
              uri: TVERSKAYA_URI,
            },
            { title: { text: 'Тверская область' }, tags: ['province'] },
          ],
        }),
      );
    }
    if (req.url.pathname === '/v1/') {
      if (q.get('apikey') !== 'geocoder-key')
        return res.writeHead(403).end(JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'Invalid api key' }));
      const members =
        q.get('uri') === TVERSKAYA_URI
          ? [
              {
                GeoObject: {
                  Point: { pos: '37.609218 55.758499' },
                  metaDataProperty: { GeocoderMetaData: { precision: 'exact', text: 'Россия, Москва, Тверская улица, 7', kind: 'house' } },
                },
              },
            ]
          : [];
      return res.end(JSON.stringify({ response: { GeoObjectCollection: { metaDataProperty: {}, featureMember: members } } }));
    }
    res.writeHead(404).end('{}');
  });
});
afterAll(() => fake.close());

const adapter = (suggestKey = 'suggest-key', geocoderKey = 'geocoder-key', base = fake.baseUrl) =>
  yandexAddressSuggest({ suggestKey, geocoderKey, suggestBaseUrl: base, geocoderBaseUrl: base });

describe('Yandex Geosuggest and Geocoder against a local fake', () => {
  it('asks for streets and houses near the city with uris, and keeps only results it can locate', async () => {
    expect(await adapter().suggest('тверская 7', { lat: 55.75, lon: 37.61 })).toEqual(
      E.right([{ id: TVERSKAYA_URI, title: 'Тверская улица, 7', subtitle: 'Москва' }]),
    );
    const q = fake.received.at(-1)!.url.searchParams;
    expect(Object.fromEntries(q)).toMatchObject({
      apikey: 'suggest-key',
      text: 'тверская 7',
      lang: 'ru',
      types: 'street,house',
      print_address: '1',
      attrs: 'uri',
      ll: '37.61,55.75',
    });
  });

  it('answers no suggestions when nothing matched, and SERVER_ERROR on a refusal, an outage or no answer', async () => {
    expect(await adapter().suggest('пусто', undefined)).toEqual(E.right([]));
    expect(fake.received.at(-1)!.url.searchParams.has('ll')).toBe(false);
    expect(await adapter('wrong').suggest('тверская', undefined)).toEqual(E.left({ _tag: 'SERVER_ERROR' }));
    expect(await adapter().suggest('сбой', undefined)).toEqual(E.left({ _tag: 'SERVER_ERROR' }));
    expect(await adapter('suggest-key', 'geocoder-key', UNREACHABLE_URL).suggest('тверская', undefined)).toEqual(E.left({ _tag: 'SERVER_ERROR' }));
  });

  it('locates a picked suggestion by its uri: text, a 12-character geohash and the house level', async () => {
    expect(await adapter().locate(TVERSKAYA_URI)).toEqual(
      E.right({ text: 'Россия, Москва, Тверская улица, 7', geoPoint: encodeGeoPoint({ lat: 55.758499, lon: 37.609218 }), locationLevel: 'HOUSE' }),
    );
    expect(Object.fromEntries(fake.received.at(-1)!.url.searchParams)).toMatchObject({ apikey: 'geocoder-key', uri: TVERSKAYA_URI, format: 'json' });
    expect(await adapter().locate('ymapsbm1://geo?data=unknown')).toEqual(E.left({ _tag: 'NOT_FOUND' }));
    expect(await adapter('suggest-key', 'wrong').locate(TVERSKAYA_URI)).toEqual(E.left({ _tag: 'SERVER_ERROR' }));
  });
});
