/** Units of a size in one shop (kind SHOP; pickup points hold no stock). */
export interface ShopStock {
  readonly wareId: string;
  readonly shopNumber: string;
  readonly shopName: string;
  readonly address: string;
  readonly cityId: string;
  readonly quantity: number;
}

/** Stock by shop, for availability per size. */
export interface StockReader {
  /** Shops holding any of these sizes (quantity above 0). */
  readonly byShop: (wareIds: readonly string[]) => Promise<readonly ShopStock[]>;
  readonly pickupPointCount: (cityId: string) => Promise<number>;
  /** The product's shipping weight in grams; undefined for an unknown product. */
  readonly weightGrams: (productId: string) => Promise<number | undefined>;
}
