import { distinctByName } from '../../domain/catalogue/distinctByName';
import { CATEGORY_TILES, MAIN_BLOCKS, MAIN_BLOCK_SIZE, topBrands, type MainBlockCode } from '../../domain/catalogue/mainBlocks';
import { cachedFor } from '../shared/cachedFor';
import type { Clock } from '../shared/Clock';
import type { DirectoryEntry, DirectoryRepository, RankedCategory } from '../shell/DirectoryRepository';
import type { CatalogueRepository } from './CatalogueRepository';
import type { CatalogueSearch } from './CatalogueSearch';
import type { CategoryRecord, ProductSummary } from './catalogueModel';
import { NO_FILTERS, type ListingFilters, type ListingOrder } from './listingQuery';
import { productCards } from './productCards';
import { OFFER_REFRESH_MS, todaysOffer } from './saleSelection';

interface ProductBlock {
  readonly code: MainBlockCode;
  readonly title: string;
  readonly url?: string;
  readonly products: readonly ProductSummary[];
}

/** A category tile: the category, the top section it lies under («Женщинам») and the picture of its best seller. */
interface CategoryTile extends RankedCategory {
  readonly parentName: string;
}

/** GET /main/blocks (spec §7): the home page's carousels, category tiles and brand strip. */
export interface MainBlocks {
  readonly blocks: readonly ProductBlock[];
  readonly categories: readonly CategoryTile[];
  readonly brands: readonly DirectoryEntry[];
}

/** How each carousel picks from the goods in stock. */
const PICKS: Readonly<Record<Exclude<MainBlockCode, 'DAILY_OFFER'>, { readonly orderBy: ListingOrder; readonly filters: ListingFilters }>> = {
  HITS: { orderBy: 'popular', filters: { ...NO_FILTERS, inStock: true } },
  NEW: { orderBy: 'new', filters: { ...NO_FILTERS, inStock: true } },
  SALE: { orderBy: 'discount', filters: { ...NO_FILTERS, inStock: true, discounted: true } },
};

const topSectionName = (all: readonly CategoryRecord[], c: CategoryRecord): string => {
  const byId = new Map(all.map((x) => [x.id, x]));
  let top = c;
  while (top.parentId && byId.has(top.parentId)) top = byId.get(top.parentId)!;
  return top.name;
};

/**
 * The home page's blocks. Which products, categories and brands they show is computed at most every
 * OFFER_REFRESH_MS (each pick reads the whole catalogue); the cards are read on every call, so their
 * prices are the visitor's market's and current and goods sold out meanwhile leave the carousels.
 */
export function getMainBlocks(deps: {
  readonly search: CatalogueSearch;
  readonly catalogue: CatalogueRepository;
  readonly directory: DirectoryRepository;
  readonly clock: Clock;
}) {
  const offer = todaysOffer(deps);
  const choose = cachedFor(
    OFFER_REFRESH_MS,
    async () => {
      // A model's colours share its name and sell alike: a carousel shows it once, so more are read than it shows.
      const pick = async (code: keyof typeof PICKS) =>
        distinctByName(
          (await deps.search.findListing({ scope: { kind: 'selection' }, ...PICKS[code], offset: 0, limit: MAIN_BLOCK_SIZE * 4 })).products,
          MAIN_BLOCK_SIZE,
        ).map((p) => p.productId);
      const [HITS, NEW, SALE, DAILY_OFFER, ranked, all, brands] = await Promise.all([
        pick('HITS'),
        pick('NEW'),
        pick('SALE'),
        offer(),
        deps.directory.categories(),
        deps.catalogue.categories(),
        deps.directory.brands(),
      ]);
      const ids: Readonly<Record<MainBlockCode, readonly string[]>> = { HITS, NEW, SALE, DAILY_OFFER: DAILY_OFFER.slice(0, MAIN_BLOCK_SIZE) };
      const tiles = distinctByName(
        ranked.map((r) => ({ ...r, name: r.category.name })),
        CATEGORY_TILES,
      ).map(({ category, topProductId }) => ({ category, topProductId, parentName: topSectionName(all, category) }));
      return { ids, categories: tiles, brands: topBrands(brands) };
    },
    () => deps.clock.now().getTime(),
  );

  return async (): Promise<MainBlocks> => {
    const { ids, categories, brands } = await choose();
    // Picks are reused for minutes: goods sold out since are dropped here, as a carousel never offers what cannot be bought.
    const cards = new Map((await productCards(deps.search, [...new Set(Object.values(ids).flat())])).filter((p) => p.inStock).map((p) => [p.productId, p]));
    const blocks = MAIN_BLOCKS.map((b) => ({ ...b, products: ids[b.code].flatMap((id) => cards.get(id) ?? []) })).filter((b) => b.products.length > 0);
    return { blocks, categories, brands };
  };
}
