import type { ServicePricing } from '../../domain/shopServices/servicePrice';

/** A category or subcategory of workshop services; its id is its url code. */
export interface ServiceGroup {
  readonly id: string;
  readonly name: string;
}

export interface CountedServiceGroup extends ServiceGroup {
  readonly serviceCount: number;
}

/** A workshop service as stored (docs/club-looks-services.md). */
export interface ShopServiceRecord {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly durationMinutes: number;
  readonly category: ServiceGroup;
  readonly subcategory: ServiceGroup;
  readonly pricing: ServicePricing;
  /** Numbers of the shops that perform it. */
  readonly shopNumbers: readonly string[];
}

/** Reads the workshop services (spec §7 Kits, services). */
export interface ShopServiceRepository {
  /** Categories with how many services the given shops perform in each; only those with some, in the shop's order. */
  readonly categoriesInShops: (shopNumbers: readonly string[]) => Promise<readonly CountedServiceGroup[]>;
  /** A category's subcategories with their service counts, or undefined for an unknown category. */
  readonly subcategories: (
    categoryId: string,
  ) => Promise<{ readonly category: ServiceGroup; readonly subcategories: readonly CountedServiceGroup[] } | undefined>;
  /** A subcategory's services in order, or undefined for an unknown subcategory. */
  readonly inSubcategory: (
    subcategoryId: string,
  ) => Promise<{ readonly category: ServiceGroup; readonly subcategory: ServiceGroup; readonly services: readonly ShopServiceRecord[] } | undefined>;
  readonly byId: (serviceId: string) => Promise<ShopServiceRecord | undefined>;
}
