import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import { CatalogRequest } from '../../contract/catalog';
import { decodeBody } from '../decode';
import { encodeCatalogPage, encodeMainMenu } from '../encode/encodeCatalog';
import { encodeProduct } from '../encode/encodeProduct';
import { failure } from '../failure';
import { parseCatalogUrl } from '../../contract/catalogUrl';
import type { ServerUseCases } from '../serverDeps';

/** Catalogue calls of spec §7: product, category listing by page URL, main menu. */
export function catalogRoutes(useCases: ServerUseCases) {
  return new Hono()
    .get('/products/:id', async (c) => {
      const product = await useCases.getProduct(c.req.param('id'));
      return E.isRight(product) ? c.json(encodeProduct(product.right)) : failure(c, product.left._tag);
    })
    .post('/catalog', async (c) => {
      const body = await decodeBody(c, CatalogRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      const target = parseCatalogUrl(body.right.url);
      if (!target) return failure(c, 'INCORRECT_REQUEST');
      const listing = await useCases.listCategory(target.path, target.page);
      return E.isRight(listing) ? c.json(encodeCatalogPage(listing.right)) : failure(c, listing.left._tag);
    })
    .get('/menus/main', async (c) => c.json(encodeMainMenu(await useCases.getCatalogueTree())));
}
