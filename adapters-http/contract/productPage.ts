import * as t from 'io-ts';
import { Product } from './product';
import { Kit } from './kits';
import { SellerInfo } from './availability';
import { RatingDistribution, Review } from './reviews';

/** A colour of the product's model (spec §3 Product.variants, "colour models"). */
const ColourVariant = t.type({ productId: t.string, color: t.string, colorHex: t.string, image: t.string });

/**
 * spec §3 Product as GET /products/{id} answers it to a shopper: the product with its colour variants,
 * seller, the shopper's personal price and potential bonuses, and the kits it is in.
 */
export const ProductPage = t.intersection([
  Product,
  t.type({
    variants: t.array(ColourVariant),
    seller: t.union([SellerInfo, t.null]),
    personalPrice: t.union([t.number, t.null]),
    potentialBonuses: t.type({ bonuses: t.array(t.type({ code: t.string, value: t.number, name: t.string })) }),
    kits: t.array(Kit),
    /** Ratings per star, five first; the first written reviews, most useful first (ours: the page shows them). */
    ratingDistribution: RatingDistribution,
    reviewsPreview: t.array(Review),
    questions: t.number,
    reviewsAndQuestions: t.type({ reviews: t.number, questions: t.number }),
    gender: t.string,
    age: t.string,
    sports: t.array(t.string),
    /** Category names: the top section («Мужчинам»), the group («Обувь») and the leaf («Кроссовки»). */
    group: t.union([t.string, t.null]),
    subGroup: t.union([t.string, t.null]),
    subCategory: t.union([t.string, t.null]),
    /** The scale the sizes are named in (RU; EUR, US, UK and CM are the size-code options). */
    sizeScale: t.union([t.type({ name: t.string }), t.null]),
    /** The only size when there is one to choose, else null. */
    selectedSize: t.union([t.string, t.null]),
    hasAssociatedAttributes: t.boolean,
    selectedAssociatedAttributes: t.array(t.type({ name: t.string, value: t.string })),
    isArchived: t.boolean,
    /** What this shop has none of yet: files, plates and stickers. */
    documents: t.array(t.type({ name: t.string, url: t.string })),
    plateIds: t.array(t.string),
    stickers: t.array(t.string),
    promoPlates: t.array(t.string),
  }),
]);
export type ProductPage = t.TypeOf<typeof ProductPage>;
