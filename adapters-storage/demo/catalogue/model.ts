/**
 * The shape of the demo catalogue the generator produces and the storage seeder loads.
 * Money is a decimal string in RUB ("4999.00"); ids are strings of digits like the real shop's.
 */
import type { ProductRecord } from '../../../application/catalogue/catalogueModel';
import type { City } from '../../../application/shell/LocationRepository';
import type { ScaledSize } from '../../../domain/catalogue/sizeScales';
export type Gender = 'MALE' | 'FEMALE' | 'UNISEX';
export type Age = 'ADULT' | 'CHILD';
export type PickupFilter = 'CARD_PAYMENT' | 'AROUND_THE_CLOCK' | 'SAMPLE';

export interface DemoCategory {
  readonly id: string;
  readonly parentId: string | null;
  readonly name: string;
  /** Path under /catalog/ without slashes at the ends, unique: "muzhskaya_obuv/krossovki". */
  readonly urlPath: string;
  readonly level: number;
  readonly position: number;
}

export interface DemoSport {
  readonly id: string;
  readonly name: string;
  readonly urlCode: string;
}

export interface DemoBrand {
  readonly id: string;
  readonly name: string;
  readonly urlCode: string;
}

/** A size as the catalogue stores it (its scales are the catalogue's own type), with where it is held. */
export interface DemoSize extends ScaledSize {
  readonly wareId: string;
  readonly position: number;
  /** Units of this size held by each shop; shops not listed hold none. */
  readonly stock: readonly { readonly shopId: string; readonly quantity: number }[];
}

/**
 * A product: the fields the catalogue reads back as they are (colour variants of one model share modelId; the
 * ratings per star add up to reviewsCount and average to rating), the rest as the seeder writes its rows.
 */
export interface DemoProduct
  extends Pick<
    ProductRecord,
    | 'productId'
    | 'modelId'
    | 'name'
    | 'description'
    | 'colourName'
    | 'colourHex'
    | 'rating'
    | 'ratingCounts'
    | 'onSaleSoon'
    | 'imageCount'
    | 'technologies'
    | 'properties'
  > {
  readonly brandId: string;
  /** A leaf category. */
  readonly categoryId: string;
  readonly sportIds: readonly string[];
  readonly gender: Gender;
  readonly age: Age;
  readonly catalogPrice: string;
  readonly retailPrice: string;
  readonly reviewsCount: number;
  readonly weightGrams: number;
  readonly sizes: readonly DemoSize[];
}

export interface DemoShop {
  readonly id: string;
  readonly shopNumber: string;
  readonly kind: 'SHOP' | 'PICKUP_POINT';
  readonly name: string;
  readonly cityId: string;
  readonly address: string;
  readonly lat: number;
  readonly lon: number;
  /** 12-character geohash (spec §9). */
  readonly geohash: string;
  readonly filters: readonly PickupFilter[];
  readonly openingHours: string;
}

export interface DemoCatalogue {
  readonly categories: readonly DemoCategory[];
  readonly sports: readonly DemoSport[];
  readonly brands: readonly DemoBrand[];
  readonly cities: readonly City[];
  readonly shops: readonly DemoShop[];
  readonly productCount: number;
  /** Products are produced lazily, in a stable order, so 100,000 of them never sit in memory at once. */
  products(): Iterable<DemoProduct>;
}
