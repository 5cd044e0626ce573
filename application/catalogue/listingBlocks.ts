import { MAIN_BLOCK_SIZE } from '../../domain/catalogue/mainBlocks';
import type { Banner } from '../shell/BannerSource';
import type { CatalogueSearch } from './CatalogueSearch';
import type { ProductSummary } from './catalogueModel';
import { popularInCategory } from './popularInCategory';

/** The banner slot of catalogue listings; its banners are limited to top sections (content/banners.json). */
const LISTING_BANNER_SLOT = 'CATALOG_TOP';

export interface ListingBlocks {
  readonly banners: readonly Banner[];
  /** The listing's most popular products in stock. */
  readonly hits: readonly ProductSummary[];
}

/**
 * POST /catalog/blocks {url} (spec §7; the answer is not shown): what a category listing shows beside its page of
 * products — the banners of its top section and a carousel of its hits. `urlPath`: the listing's path under /catalog/.
 */
export const listingBlocks =
  (deps: {
    readonly bannersBySlot: (slots: readonly string[], category?: string) => Promise<readonly Banner[]>;
    readonly search: Pick<CatalogueSearch, 'findListing'>;
  }) =>
  async (urlPath: string): Promise<ListingBlocks> => {
    const [banners, hits] = await Promise.all([
      deps.bannersBySlot([LISTING_BANNER_SLOT], urlPath.split('/')[0]),
      popularInCategory(deps)(urlPath, [], MAIN_BLOCK_SIZE),
    ]);
    return { banners, hits };
  };
