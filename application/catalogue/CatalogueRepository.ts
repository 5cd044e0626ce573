import type { CategoryRecord, ProductRecord, WareRecord } from './catalogueModel';

/** Reads the catalogue: categories, product pages and sizes (listings are CatalogueSearch's). */
export interface CatalogueRepository {
  readonly categories: () => Promise<readonly CategoryRecord[]>;
  readonly productById: (productId: string) => Promise<ProductRecord | undefined>;
  /** The sizes asked for that exist; unknown ids are left out. */
  readonly wares: (wareIds: readonly string[]) => Promise<readonly WareRecord[]>;
}
