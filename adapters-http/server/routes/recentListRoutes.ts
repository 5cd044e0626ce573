import { Hono } from 'hono';
import type { ProductSummary } from '../../../application/catalogue/catalogueModel';
import type { RecentList } from '../../contract/recentList';
import { encodeProductCard } from '../encode/encodeProduct';
import { signedInOnly } from '../signedInOnly';
import type { SessionVariables } from '../session';
import type { recentlyViewed } from '../../../application/catalogue/recentlyViewed';

export const encodeRecentList = (products: readonly ProductSummary[]): RecentList => ({ products: products.map(encodeProductCard) });

/** GET /profiles/recent-list (spec §7 Profile): the session owner's recently viewed products, signed-in customers only. */
export function recentListRoutes(useCases: { readonly recentlyViewed: ReturnType<typeof recentlyViewed> }) {
  return new Hono<{ Variables: SessionVariables }>()
    .use('/profiles/recent-list', signedInOnly)
    .get('/profiles/recent-list', async (c) => c.json(encodeRecentList(await useCases.recentlyViewed(c.get('ownerKey')))));
}
