import type { CategoryRecord, ProductRecord, ProductSummary, WareRecord } from './catalogueModel';

/** Reads the catalogue: categories, product pages and category listings. */
export interface CatalogueRepository {
  readonly categories: () => Promise<readonly CategoryRecord[]>;
  readonly categoryByPath: (urlPath: string) => Promise<CategoryRecord | undefined>;
  readonly productById: (productId: string) => Promise<ProductRecord | undefined>;
  /** Products of a category and all its descendants, in a stable order. */
  readonly productsInCategory: (
    urlPath: string,
    page: { readonly offset: number; readonly limit: number },
  ) => Promise<{ readonly products: readonly ProductSummary[]; readonly total: number }>;
  /** The sizes asked for that exist; unknown ids are left out. */
  readonly wares: (wareIds: readonly string[]) => Promise<readonly WareRecord[]>;
}
