import * as t from 'io-ts';
import { Currency } from './currency';

/** A price in the visitor's market: amounts in `currency` (spec §1 currency by country). */
export const Price = t.type({
  catalog: t.number,
  retail: t.number,
  discountAmount: t.number,
  discountRate: t.number,
  currency: Currency,
});

/** spec §3 Size. */
export const Size = t.type({
  id: t.string,
  size: t.string,
  sizeRu: t.union([t.string, t.null]),
  sizeEur: t.union([t.string, t.null]),
  sizeUs: t.union([t.string, t.null]),
  sizeUk: t.union([t.string, t.null]),
  footLength: t.union([t.number, t.null]),
  isAvailableOnline: t.boolean,
  isAvailableOffline: t.boolean,
});
export type Size = t.TypeOf<typeof Size>;

/** A product in a listing; `personalPrice`: the signed-in customer's, below retail (spec §3 Product.personalPrice; /catalog/pers_sale/). */
export const ProductCard = t.intersection([
  t.type({
    productId: t.string,
    name: t.string,
    brand: t.type({ name: t.string }),
    price: Price,
    /** The average rating; `reviews` counts written reviews, `ratingCount` every rating (with or without a text). */
    rating: t.number,
    reviews: t.number,
    ratingCount: t.number,
    image: t.string,
    onSaleSoon: t.boolean,
    /** Some size is in stock (ours): sold-out cards say «Нет в наличии». */
    inStock: t.boolean,
  }),
  t.partial({ personalPrice: t.union([t.number, t.null]) }),
]);
export type ProductCard = t.TypeOf<typeof ProductCard>;

/** spec §3 Product, GET /web-api/v1/products/{id}. */
export const Product = t.intersection([
  ProductCard,
  t.type({
    description: t.string,
    color: t.string,
    category: t.string,
    images: t.array(t.string),
    technologies: t.array(t.string),
    properties: t.array(t.type({ name: t.string, value: t.string })),
    sizes: t.array(Size),
  }),
]);
export type Product = t.TypeOf<typeof Product>;
