import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import { AddToComparison, parseIdList } from '../../contract/comparison';
import { decodeBody } from '../decode';
import { encodeProduct } from '../encode/encodeProduct';
import { failure } from '../failure';
import type { SessionVariables } from '../session';
import type { addToComparison, comparedProductIds, comparedProducts, removeFromComparison } from '../../../application/catalogue/comparison';

/** The session owner's comparison list. */
interface ComparisonUseCases {
  readonly comparedProductIds: ReturnType<typeof comparedProductIds>;
  readonly comparedProducts: ReturnType<typeof comparedProducts>;
  readonly addToComparison: ReturnType<typeof addToComparison>;
  readonly removeFromComparison: ReturnType<typeof removeFromComparison>;
}

/** Comparison calls of spec §7, on the session owner's list. */
export function comparisonRoutes(useCases: ComparisonUseCases) {
  return new Hono<{ Variables: SessionVariables }>()
    .get('/comparison/product-ids', async (c) => c.json({ productIds: [...(await useCases.comparedProductIds(c.get('ownerKey')))] }))
    .get('/comparison/products', async (c) => c.json({ products: (await useCases.comparedProducts(c.get('ownerKey'))).map(encodeProduct) }))
    .post('/comparison/products', async (c) => {
      const body = await decodeBody(c, AddToComparison);
      if (E.isLeft(body)) return failure(c, body.left);
      const ids = await useCases.addToComparison(c.get('ownerKey'), body.right.productId);
      return E.isRight(ids) ? c.json({ productIds: [...ids.right] }) : failure(c, ids.left._tag);
    })
    .delete('/comparison/products/:ids', async (c) => {
      const list = parseIdList(c.req.param('ids'));
      if (!list) return failure(c, 'INCORRECT_REQUEST');
      const ids = await useCases.removeFromComparison(c.get('ownerKey'), list);
      return E.isRight(ids) ? c.json({ productIds: [...ids.right] }) : failure(c, ids.left._tag);
    });
}
