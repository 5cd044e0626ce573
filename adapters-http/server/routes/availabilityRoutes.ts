import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import {
  SellerQuery,
  StorageAvailabilityQuery,
  WareAvailabilitiesRequest,
  WareAvailabilityQuery,
  type StorageAvailability,
  type WareAvailabilities,
} from '../../contract/availability';
import { decodeBody, decodeQuery } from '../decode';
import { encodeAvailability, encodeSellerPage, encodeShopStock } from '../encode/encodeAvailability';
import { failure } from '../failure';
import type { SessionVariables } from '../session';
import type { AvailabilityUseCases } from '../../../application/availability/availabilityUseCases';

/** Availability per size for the shopper's city and marketplace sellers (spec §7 Products, Sellers, Catalogue). */
export function availabilityRoutes(a: AvailabilityUseCases) {
  return new Hono<{ Variables: SessionVariables }>()
    .get('/products/:id/availabilities', async (c) => {
      const answer = await a.productAvailability(c.get('ownerKey'), c.req.param('id'));
      return E.isRight(answer) ? c.json(encodeAvailability(answer.right)) : failure(c, answer.left._tag);
    })
    .get('/products/:id/ware-availabilities', async (c) => {
      const query = decodeQuery(c, WareAvailabilityQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const answer = await a.productAvailability(c.get('ownerKey'), c.req.param('id'), query.right.wareIds.split(','));
      return E.isRight(answer) ? c.json(encodeAvailability(answer.right)) : failure(c, answer.left._tag);
    })
    .get('/products/:id/storage-availabilities', async (c) => {
      const query = decodeQuery(c, StorageAvailabilityQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const { wareId } = query.right;
      const answer = await a.productAvailability(c.get('ownerKey'), c.req.param('id'), [wareId]);
      if (E.isLeft(answer)) return failure(c, answer.left._tag);
      const size = answer.right.sizes[0];
      if (!size) return failure(c, 'NOT_FOUND');
      return c.json({
        productId: answer.right.productId,
        wareId,
        cityName: answer.right.cityName,
        storages: size.shops.map(encodeShopStock),
      } satisfies StorageAvailability);
    })
    .post('/catalog/ware-availabilities', async (c) => {
      const body = await decodeBody(c, WareAvailabilitiesRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      return c.json({ availabilities: (await a.wareAvailabilities(c.get('ownerKey'), body.right.wares)).map(encodeAvailability) } satisfies WareAvailabilities);
    })
    .get('/sellers/:id', async (c) => {
      const query = decodeQuery(c, SellerQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const page = await a.getSeller(c.req.param('id'), Number(query.right.page ?? 1));
      return E.isRight(page) ? c.json(encodeSellerPage(page.right)) : failure(c, page.left._tag);
    });
}
