/**
 * The shape of the demo catalogue the generator produces and the storage seeder loads.
 * Money is a decimal string in RUB ("4999.00"); ids are strings of digits like the real shop's.
 */
import type { CountryCode } from '../../domain/country/country';
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

export interface DemoSize {
  readonly wareId: string;
  readonly size: string;
  readonly sizeRu: string | null;
  readonly sizeEur: string | null;
  readonly sizeUs: string | null;
  readonly sizeUk: string | null;
  /** Foot length in centimetres, footwear only. */
  readonly footLength: number | null;
  readonly position: number;
  /** Units of this size held by each shop; shops not listed hold none. */
  readonly stock: readonly { readonly shopId: string; readonly quantity: number }[];
}

export interface DemoProduct {
  readonly productId: string;
  /** Colour variants of one model share this id. */
  readonly modelId: string;
  readonly name: string;
  readonly description: string;
  readonly brandId: string;
  /** A leaf category. */
  readonly categoryId: string;
  readonly sportIds: readonly string[];
  readonly gender: Gender;
  readonly age: Age;
  readonly colourName: string;
  readonly colourHex: string;
  readonly catalogPrice: string;
  readonly retailPrice: string;
  readonly rating: number;
  readonly reviewsCount: number;
  /** Ratings per star, one star first; they add up to reviewsCount and average to rating. */
  readonly ratingCounts: readonly number[];
  readonly onSaleSoon: boolean;
  readonly imageCount: number;
  readonly weightGrams: number;
  readonly technologies: readonly string[];
  readonly properties: readonly { readonly name: string; readonly value: string }[];
  readonly sizes: readonly DemoSize[];
}

export interface DemoCity {
  readonly id: string;
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
  /** 12-character geohash of the centre. */
  readonly geohash: string;
  /** The market the city lies in (spec §1). */
  readonly countryCode: CountryCode;
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
  readonly cities: readonly DemoCity[];
  readonly shops: readonly DemoShop[];
  readonly productCount: number;
  /** Products are produced lazily, in a stable order, so 100,000 of them never sit in memory at once. */
  products(): Iterable<DemoProduct>;
}
