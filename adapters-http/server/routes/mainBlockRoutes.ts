import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import type { DynamicRecommendations } from '../../contract/cartPage';
import { RecommendationsRequest } from '../../contract/mainBlocks';
import { decodeBody } from '../decode';
import { encodeMainBlocks } from '../encode/encodeMainBlocks';
import { encodeProductCard } from '../encode/encodeProduct';
import { failure } from '../failure';
import type { SessionVariables } from '../session';
import type { getMainBlocks } from '../../../application/catalogue/getMainBlocks';
import type { getRecommendations } from '../../../application/catalogue/getRecommendations';

/**
 * GET /main/blocks: the home page's carousels, tiles and brands, the same for every visitor of a market;
 * POST /recommendations (spec §7): the visitor's own carousels, such as RECENTLY_VIEWED.
 */
export function mainBlockRoutes(useCases: { readonly getMainBlocks: ReturnType<typeof getMainBlocks>; readonly getRecommendations: ReturnType<typeof getRecommendations> }) {
  return new Hono<{ Variables: SessionVariables }>()
    .get('/main/blocks', async (c) => c.json(encodeMainBlocks(await useCases.getMainBlocks())))
    .post('/recommendations', async (c) => {
      const body = await decodeBody(c, RecommendationsRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      const found = await useCases.getRecommendations(c.get('ownerKey'), c.get('viewer').customerId !== null, body.right.requestedRecommendations.map((r) => r.slot));
      return c.json({ recommendations: found.map((r) => ({ slot: r.slot, products: r.products.map(encodeProductCard) })) } satisfies DynamicRecommendations);
    });
}
