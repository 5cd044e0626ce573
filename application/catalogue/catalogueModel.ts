import type Decimal from 'decimal.js';
import type { ScaledSize } from '../../domain/catalogue/sizeScales';
import type { CurrencyCode } from '../../domain/money/currency';

/** A size of a product as the catalogue stores it (spec §3 Size), in every size scale it has. */
interface SizeRecord extends ScaledSize {
  readonly wareId: string;
  /** Units held across all shops. */
  readonly stockQuantity: number;
}

/** Prices of a product in the shop's currency (spec §3 Product.price). */
export interface PriceRecord {
  readonly catalog: Decimal;
  readonly retail: Decimal;
  /** The market's currency once priced for a market (application/market); absent: roubles as stored. */
  readonly currency?: CurrencyCode;
}

/** A product as listed in a catalogue page. */
export interface ProductSummary {
  readonly productId: string;
  readonly name: string;
  readonly brandName: string;
  readonly price: PriceRecord;
  /** The average of its ratings, 0 with none. */
  readonly rating: number;
  /** Ratings given, with or without a text. */
  readonly ratingCount: number;
  /** Written reviews: the ratings that came with a text. */
  readonly reviewCount: number;
  readonly colourHex: string;
  readonly onSaleSoon: boolean;
  /** Some size is in stock in some shop: false for sold-out goods, marked «Нет в наличии» and sorted last. */
  readonly inStock: boolean;
}

/** A product with everything its page shows (spec §3 Product). */
export interface ProductRecord extends ProductSummary {
  readonly modelId: string;
  readonly description: string;
  readonly categoryPath: string;
  readonly colourName: string;
  readonly imageCount: number;
  readonly technologies: readonly string[];
  readonly properties: readonly { readonly name: string; readonly value: string }[];
  readonly sizes: readonly SizeRecord[];
  /** Ratings per star, one star first. */
  readonly ratingCounts: readonly number[];
}

/** What the product page tells about a product besides its card (spec §3 Product: gender, age, sports, group…). */
export interface ProductFacts {
  readonly gender: string;
  readonly age: string;
  readonly sports: readonly string[];
  /** Category names from the root: «Мужчинам», «Обувь», «Кроссовки». */
  readonly categoryNames: readonly string[];
  readonly questions: number;
}

/** A colour of a product model: the sibling product that has it (spec §3 Product.variants). */
export interface ColourVariant {
  readonly productId: string;
  readonly colourName: string;
  readonly colourHex: string;
}

/** A node of the category tree (spec §3 Menu section, catalogue tree). */
export interface CategoryRecord {
  readonly id: string;
  readonly parentId: string | null;
  readonly name: string;
  readonly urlPath: string;
  readonly level: number;
}

/** One size of one product, with what the cart shows of it. */
export interface WareRecord {
  readonly wareId: string;
  readonly productId: string;
  readonly name: string;
  readonly brandName: string;
  readonly size: string;
  readonly colourHex: string;
  readonly price: PriceRecord;
  readonly stockQuantity: number;
}
