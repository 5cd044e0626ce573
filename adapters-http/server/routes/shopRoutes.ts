import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import type { ShopRecord } from '../../../application/shell/ShopRepository';
import { ShopsQuery, type Shop, type ShopList } from '../../contract/shops';
import { PickupPointsQuery, type PickupPoints } from '../../contract/terms';
import { decodeQuery } from '../decode';
import { failure } from '../failure';
import type { SessionVariables } from '../session';
import type { listShops } from '../../../application/shell/listShops';
import type { getShop } from '../../../application/shell/getShop';

/** A shop as the API gives it; its page is /store/{n}/ or, for a pickup point, /pickup/{n}/. */
export const encodeShop = (s: ShopRecord): Shop => ({
  shopNumber: s.shopNumber,
  kind: s.kind,
  name: s.name,
  address: s.address,
  geoPoint: s.geohash,
  lat: s.lat,
  lon: s.lon,
  openingHours: s.openingHours,
  filters: [...s.filters],
  status: 'IS_OPEN',
  url: s.kind === 'SHOP' ? `/store/${s.shopNumber}/` : `/pickup/${s.shopNumber}/`,
  ...(s.isReturnAvailable === undefined ? {} : { isReturnAvailable: s.isReturnAvailable }),
});

/** GET /shops and GET /shops/{shopNumber} (spec §7 Kits, services, shops); GET /pickup/points?geoPoint&filters (spec §7 Location, §9 Pickup filters). */
export function shopRoutes(useCases: { readonly listShops: ReturnType<typeof listShops>; readonly getShop: ReturnType<typeof getShop> }) {
  return new Hono<{ Variables: SessionVariables }>()
    .get('/shops', async (c) => {
      const query = decodeQuery(c, ShopsQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const list = await useCases.listShops(c.get('ownerKey'), {
        kind: query.right.kind ?? 'SHOP',
        ...(query.right.geoPoint ? { geoPoint: query.right.geoPoint } : {}),
      });
      return E.isRight(list)
        ? c.json({ cityName: list.right.cityName, shops: list.right.shops.map(encodeShop) } satisfies ShopList)
        : failure(c, list.left._tag);
    })
    .get('/pickup/points', async (c) => {
      const query = decodeQuery(c, PickupPointsQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const list = await useCases.listShops(c.get('ownerKey'), { kind: 'PICKUP_POINT', ...query.right });
      return E.isRight(list)
        ? c.json({ cityName: list.right.cityName, points: list.right.shops.map(encodeShop) } satisfies PickupPoints)
        : failure(c, list.left._tag);
    })
    .get('/shops/:shopNumber', async (c) => {
      const shop = await useCases.getShop(c.req.param('shopNumber'));
      return E.isRight(shop) ? c.json(encodeShop(shop.right)) : failure(c, shop.left._tag);
    });
}
