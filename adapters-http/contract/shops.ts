import * as t from 'io-ts';

/** Query of GET /web-api/v1/shops: an optional geohash and the kind (shops by default). */
export const ShopsQuery = t.partial({
  geoPoint: t.refinement(t.string, (s) => /^[0-9a-z]{1,12}$/i.test(s), 'GeoPoint'),
  kind: t.keyof({ SHOP: null, PICKUP_POINT: null }),
});

/** Where a shop or pickup point is and when it opens: shared by the shop pages and checkout pickup. */
export const ShopPlace = t.type({
  kind: t.keyof({ SHOP: null, PICKUP_POINT: null }),
  name: t.string,
  address: t.string,
  geoPoint: t.string,
  lat: t.number,
  lon: t.number,
  openingHours: t.string,
  filters: t.array(t.string),
});

export const Shop = t.intersection([
  t.type({ shopNumber: t.string }),
  ShopPlace,
  t.type({ status: t.literal('IS_OPEN'), url: t.string }),
  /** Takes returns of online orders (spec §7 GET /shops). */
  t.partial({ isReturnAvailable: t.boolean }),
]);
export type Shop = t.TypeOf<typeof Shop>;

export const ShopList = t.type({ cityName: t.string, shops: t.array(Shop) });
export type ShopList = t.TypeOf<typeof ShopList>;
