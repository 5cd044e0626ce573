import type { CategoryRecord, ColourVariant, ProductFacts, ProductRecord, WareRecord } from './catalogueModel';

/** Reads the catalogue: categories, product pages and sizes (listings are CatalogueSearch's). */
export interface CatalogueRepository {
  readonly categories: () => Promise<readonly CategoryRecord[]>;
  readonly productById: (productId: string) => Promise<ProductRecord | undefined>;
  /** Every product of the model, one per colour, ordered by product id. */
  readonly colourVariants: (modelId: string) => Promise<readonly ColourVariant[]>;
  /** Who the product is for, its sports, its category names from the root and its questions count. */
  readonly productFacts: (productId: string) => Promise<ProductFacts | undefined>;
  /** The sizes asked for that exist; unknown ids are left out. */
  readonly wares: (wareIds: readonly string[]) => Promise<readonly WareRecord[]>;
}
