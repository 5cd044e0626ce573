import type { ShopStock as CityShopStock } from '../../domain/shipment/pickupAvailability';

/** Units of a size in one shop (kind SHOP; pickup points hold no stock), with where the shop is. */
export interface ShopStock extends CityShopStock {
  readonly shopName: string;
  readonly address: string;
  readonly cityId: string;
}

/** Stock by shop, for availability per size. */
export interface StockReader {
  /** Shops holding any of these sizes (quantity above 0). */
  readonly byShop: (wareIds: readonly string[]) => Promise<readonly ShopStock[]>;
  readonly pickupPointCount: (cityId: string) => Promise<number>;
  /** The product's shipping weight in grams; undefined for an unknown product. */
  readonly weightGrams: (productId: string) => Promise<number | undefined>;
}
