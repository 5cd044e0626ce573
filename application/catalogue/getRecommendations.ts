import { RECENTLY_VIEWED_BLOCK } from '../../domain/catalogue/mainBlocks';
import type { ProductSummary } from './catalogueModel';

export interface Recommendation {
  readonly slot: string;
  readonly products: readonly ProductSummary[];
}

/**
 * POST /recommendations (spec §7): products per requested slot. RECENTLY_VIEWED is the signed-in customer's
 * recent list (as GET /profiles/recent-list), empty for a visitor; a slot the shop does not fill is empty.
 */
export function getRecommendations(deps: { readonly recentlyViewed: (ownerKey: string) => Promise<readonly ProductSummary[]> }) {
  return async (ownerKey: string, signedIn: boolean, slots: readonly string[]): Promise<readonly Recommendation[]> =>
    Promise.all(
      slots.map(async (slot) => ({
        slot,
        products: slot === RECENTLY_VIEWED_BLOCK.code && signedIn ? await deps.recentlyViewed(ownerKey) : [],
      })),
    );
}
