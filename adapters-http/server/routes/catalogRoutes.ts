import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import { CatalogRequest } from '../../contract/catalog';
import { decodeBody, decodeQuery } from '../decode';
import { AutoHintsQuery } from '../../contract/autoHints';
import { encodeAutoHints } from '../encode/encodeAutoHints';
import { encodeMainMenu } from '../encode/encodeCatalog';
import { encodeProductPage } from '../encode/encodeProductPage';
import { failure } from '../failure';
import { listingTags } from '../listingTags';
import { loadListing } from '../loadListing';
import type { SessionVariables } from '../session';
import type { getAutoHints } from '../../../application/catalogue/getAutoHints';
import type { getCatalogueTree } from '../../../application/catalogue/getCatalogueTree';
import type { getProductPage } from '../../../application/catalogue/getProductPage';
import type { personalPricesOf } from '../../../application/catalogue/personalPricesOf';
import type { ListingUseCases } from '../loadListing';
import { LISTING_TAG, MENUS_TAG, productPageTags } from '../../../application/cache/answerTags';

/** What the catalogue calls need beside the listings. */
interface CatalogUseCases extends ListingUseCases {
  readonly getAutoHints: ReturnType<typeof getAutoHints>;
  readonly personalPricesOf: ReturnType<typeof personalPricesOf>;
  /** The product page for a shopper: variants, seller, personal price, potential bonuses, kits. */
  readonly productPage: ReturnType<typeof getProductPage>;
  readonly getCatalogueTree: ReturnType<typeof getCatalogueTree>;
}

/** Catalogue calls of spec §7: product, category listing by page URL, main menu; an anonymous visitor's answers are shared (cachedAnswers.ts). */
export function catalogRoutes(useCases: CatalogUseCases) {
  return new Hono<{ Variables: SessionVariables }>()
    .get('/products/auto-hints', async (c) => {
      const query = decodeQuery(c, AutoHintsQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const hints = await useCases.getAutoHints(query.right.query);
      if (E.isLeft(hints)) return failure(c, hints.left._tag);
      const personal = await useCases.personalPricesOf(
        c.get('viewer').customerId,
        hints.right.products.map((p) => p.productId),
      );
      c.set('answerTags', [LISTING_TAG]);
      return c.json(encodeAutoHints(hints.right, personal));
    })
    .get('/products/:id', async (c) => {
      const product = await useCases.productPage(c.req.param('id'), c.get('viewer').customerId);
      if (E.isLeft(product)) return failure(c, product.left._tag);
      c.set('answerTags', productPageTags(product.right));
      return c.json(encodeProductPage(product.right));
    })
    .post('/catalog', async (c) => {
      const body = await decodeBody(c, CatalogRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      const listing = await loadListing(useCases, body.right.url, c.get('viewer').customerId);
      if (E.isLeft(listing)) return failure(c, listing.left);
      c.set('answerTags', listingTags(body.right.url));
      return c.json(listing.right);
    })
    .get('/menus/main', async (c) => {
      c.set('answerTags', [MENUS_TAG]);
      return c.json(encodeMainMenu(await useCases.getCatalogueTree()));
    });
}
