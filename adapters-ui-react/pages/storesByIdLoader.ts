import { data, type LoaderFunctionArgs } from 'react-router';
import * as E from 'fp-ts/Either';
import type { Shop, ShopList } from '../../adapters-http/contract/shops';
import { decodeGeoPoint } from '../../domain/location/geohash';
import { isMissing, type PageData } from '../pageData';

/**
 * /stores/{id}/ (spec §2 Routes: /stores/{id}/ and /stores/:geocode?/): a shop's number shows that shop,
 * otherwise a geohash shows the shops near it; anything else is not found.
 */
export const storesByIdLoader =
  (pageData: PageData) =>
  async ({ params }: LoaderFunctionArgs): Promise<Shop | ShopList> => {
    const id = params.id ?? '';
    const shop = await pageData.shop(id);
    if (!isMissing(shop) && shop.kind === 'SHOP') return shop;
    const list = E.isRight(decodeGeoPoint(id)) ? await pageData.shops(id) : { missing: 404 as const };
    if (isMissing(list)) throw data(null, { status: 404 });
    return list;
  };
