import * as t from 'io-ts';
import { Product } from './product';
import { Kit } from './kits';
import { SellerInfo } from './availability';

/** A colour of the product's model (spec §3 Product.variants, "colour models"). */
export const ColourVariant = t.type({ productId: t.string, color: t.string, colorHex: t.string, image: t.string });

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
  }),
]);
export type ProductPage = t.TypeOf<typeof ProductPage>;
