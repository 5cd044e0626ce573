import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import type { DynamicRecommendations } from '../../contract/cartPage';
import { parseListingUrl } from '../../contract/catalogUrl';
import { RecommendationsByUrlRequest, RecommendationsRequest, RecommendedForIds, type RecommendedProducts } from '../../contract/mainBlocks';
import { decodeBody } from '../decode';
import { encodeMainBlocks } from '../encode/encodeMainBlocks';
import { encodeProductCard } from '../encode/encodeProduct';
import { failure } from '../failure';
import type { SessionVariables } from '../session';
import type { ProductSummary } from '../../../application/catalogue/catalogueModel';
import type { categoryRecommendations } from '../../../application/catalogue/categoryRecommendations';
import type { getMainBlocks } from '../../../application/catalogue/getMainBlocks';
import type { getRecommendations } from '../../../application/catalogue/getRecommendations';
import type { productRecommendations } from '../../../application/catalogue/productRecommendations';

const recommended = (products: readonly ProductSummary[]): RecommendedProducts => ({ products: products.map(encodeProductCard) });

/**
 * GET /main/blocks: the home page's carousels, tiles and brands, the same for every visitor of a market;
 * POST /recommendations (spec §7): the visitor's own carousels, such as RECENTLY_VIEWED; the recommendations beside
 * products (GET /recommendations/products/{ids}) and from a category, by id or by its listing's URL.
 */
export function mainBlockRoutes(useCases: {
  readonly getMainBlocks: ReturnType<typeof getMainBlocks>;
  readonly getRecommendations: ReturnType<typeof getRecommendations>;
  readonly productRecommendations: ReturnType<typeof productRecommendations>;
  readonly categoryRecommendations: ReturnType<typeof categoryRecommendations>;
}) {
  return new Hono<{ Variables: SessionVariables }>()
    .get('/main/blocks', async (c) => c.json(encodeMainBlocks(await useCases.getMainBlocks())))
    .post('/recommendations', async (c) => {
      const body = await decodeBody(c, RecommendationsRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      const found = await useCases.getRecommendations(
        c.get('ownerKey'),
        c.get('viewer').customerId !== null,
        body.right.requestedRecommendations.map((r) => r.slot),
      );
      return c.json({ recommendations: found.map((r) => ({ slot: r.slot, products: r.products.map(encodeProductCard) })) } satisfies DynamicRecommendations);
    })
    .get('/recommendations/products/:ids', async (c) => {
      const ids = RecommendedForIds.decode(c.req.param('ids'));
      if (E.isLeft(ids)) return failure(c, 'INCORRECT_REQUEST');
      return c.json(recommended(await useCases.productRecommendations(ids.right.split(','))));
    })
    .get('/recommendations/categories/:id/products', async (c) => {
      const found = await useCases.categoryRecommendations({ id: c.req.param('id') });
      return E.isRight(found) ? c.json(recommended(found.right)) : failure(c, found.left._tag);
    })
    .post('/recommendations/categories/products/_search-by-url', async (c) => {
      const body = await decodeBody(c, RecommendationsByUrlRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      const target = parseListingUrl(body.right.url);
      if (E.isLeft(target)) return failure(c, target.left);
      if (target.right.kind !== 'category') return failure(c, 'NOT_FOUND');
      const found = await useCases.categoryRecommendations({ urlPath: target.right.path });
      return E.isRight(found) ? c.json(recommended(found.right)) : failure(c, found.left._tag);
    });
}
