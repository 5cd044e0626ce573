import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import type { ShopServiceUseCases } from '../../../application/shopServices/shopServiceUseCases';
import {
  ServiceIdParam,
  ServiceListQuery,
  ServiceSubcategoriesRequest,
  ServiceVariantsQuery,
  type ServiceList,
  type ServiceSubcategories,
  type ServiceVariants,
} from '../../contract/shopServices';
import { decodeBody, decodeQuery } from '../decode';
import { encodeServiceDetails, encodeServiceSummary } from '../encode/encodeShopServices';
import { failure } from '../failure';
import type { SessionVariables } from '../session';

const groups = <T extends object>(list: readonly T[]) => list.map((g) => ({ ...g }));

/** Workshop services (spec §7 GET /services/variants, POST /service/subcategories, GET /services, GET /services/{id}); shapes in docs/club-looks-services.md. */
export function shopServiceRoutes(services: ShopServiceUseCases) {
  return new Hono<{ Variables: SessionVariables }>()
    .get('/services/variants', async (c) => {
      const query = decodeQuery(c, ServiceVariantsQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const variants = await services.serviceVariants(c.get('ownerKey'), query.right.geoPoint);
      return E.isRight(variants)
        ? c.json({ cityName: variants.right.cityName, categories: groups(variants.right.categories) } satisfies ServiceVariants)
        : failure(c, variants.left._tag);
    })
    .post('/service/subcategories', async (c) => {
      const body = await decodeBody(c, ServiceSubcategoriesRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      const found = await services.subcategories(body.right.categoryId);
      return E.isRight(found)
        ? c.json({ category: { ...found.right.category }, subcategories: groups(found.right.subcategories) } satisfies ServiceSubcategories)
        : failure(c, found.left._tag);
    })
    .get('/services', async (c) => {
      const query = decodeQuery(c, ServiceListQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const list = await services.listServices(c.get('ownerKey'), query.right.categoryBranchId);
      if (E.isLeft(list)) return failure(c, list.left._tag);
      const { category, subcategory, cityName } = list.right;
      return c.json({
        category: { ...category },
        subcategory: { ...subcategory },
        cityName,
        services: list.right.services.map(encodeServiceSummary),
      } satisfies ServiceList);
    })
    .get('/services/:serviceId', async (c) => {
      const id = ServiceIdParam.decode(c.req.param('serviceId'));
      if (E.isLeft(id)) return failure(c, 'NOT_FOUND');
      const service = await services.getService(c.get('ownerKey'), id.right);
      return E.isRight(service) ? c.json(encodeServiceDetails(service.right)) : failure(c, service.left._tag);
    });
}
