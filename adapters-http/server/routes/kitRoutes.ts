import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import { KitProductsQuery, KitSearchRequest, KitsQuery } from '../../contract/kits';
import { decodeBody, decodeQuery } from '../decode';
import { encodeKit } from '../encode/encodeKits';
import { failure } from '../failure';
import type { KitUseCases } from '../../../application/catalogue/kitUseCases';

/** Kit calls of spec §7 (GET /kits, /kits/products, /kits/categories, POST /kits/_search); shapes in docs/catalogue.md. */
export function kitRoutes(k: KitUseCases) {
  return new Hono()
    .get('/kits', async (c) => {
      const query = decodeQuery(c, KitsQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const { productId, categoryId, kitId } = query.right;
      const kits = await k.findKits({ ...(productId ? { productIds: [productId] } : {}), ...(categoryId ? { categoryId } : {}), ...(kitId ? { kitId } : {}) });
      return c.json({ kits: kits.map(encodeKit) });
    })
    .post('/kits/_search', async (c) => {
      const body = await decodeBody(c, KitSearchRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      return c.json({ kits: (await k.findKits(body.right)).map(encodeKit) });
    })
    .get('/kits/products', async (c) => {
      const query = decodeQuery(c, KitProductsQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const kit = await k.kitProducts(query.right.kitId);
      return E.isRight(kit) ? c.json({ kitId: kit.right.id, products: encodeKit(kit.right).products }) : failure(c, kit.left._tag);
    })
    .get('/kits/categories', async (c) => c.json({ categories: (await k.kitCategories()).map((x) => ({ ...x })) }));
}
