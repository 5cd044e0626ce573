import type { CategoryRecord } from '../catalogue/catalogueModel';

/** A brand or a sport as the header panels and the home page list them. */
export interface DirectoryEntry {
  readonly id: string;
  readonly name: string;
  readonly urlCode: string;
  /** Its most popular product, one in stock when it has any: the catalogue picture shown for it; null without products. */
  readonly topProductId: string | null;
}

/** A leaf category with products, and its most popular one. */
export interface RankedCategory {
  readonly category: CategoryRecord;
  readonly topProductId: string;
}

/**
 * The brand, sport and category directories, best sellers first: by their products' popularity summed
 * (so both how many goods and how well they sell count), then by name; entries without products last.
 */
export interface DirectoryRepository {
  readonly brands: () => Promise<readonly DirectoryEntry[]>;
  readonly sports: () => Promise<readonly DirectoryEntry[]>;
  readonly categories: () => Promise<readonly RankedCategory[]>;
}
