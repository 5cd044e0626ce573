/** A kit as stored: products sold together, in the order shown (spec §3 Kit). */
export interface KitRecord {
  readonly id: string;
  readonly name: string;
  /** The kit's category: the sport it is put together for (GET /kits/categories). */
  readonly category: KitCategory;
  readonly productIds: readonly string[];
}

export interface KitCategory {
  readonly id: string;
  readonly name: string;
}

/** What a kit search narrows by; every given condition must hold. */
export interface KitFilter {
  /** Kits holding at least one of these products. */
  readonly productIds?: readonly string[];
  readonly categoryId?: string;
  /** The one kit of this id (the look page, docs/club-looks-services.md). */
  readonly kitId?: string;
}

/** Reads kits (spec §7 Kits). */
export interface KitRepository {
  /** Matching kits in the shop's order, at most `limit`. */
  readonly find: (filter: KitFilter, limit: number) => Promise<readonly KitRecord[]>;
  readonly byId: (kitId: string) => Promise<KitRecord | undefined>;
  /** Categories that have kits, each with how many. */
  readonly categories: () => Promise<readonly (KitCategory & { readonly kitCount: number })[]>;
}
