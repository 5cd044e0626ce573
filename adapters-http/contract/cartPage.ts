import * as t from 'io-ts';
import { CartItem, Quantity } from './cart';
import { ProductCard } from './product';

// Requests and answers of the cart page's calls (spec §7 Cart); the answer of most is the whole Cart.

/** Body of POST /cart/items/_select. */
export const SelectItemsRequest = t.type({ selectedItems: t.array(t.type({ wareId: t.string, selected: t.boolean })) });

/** Body of POST /cart/items/_block. */
export const BlockItemsRequest = t.type({ blockedItems: t.array(t.type({ wareId: t.string, blocked: t.boolean })) });

/** Body of POST /cart/products/_restore; bnpk is accepted and not used (the spec does not say what it is). */
export const RestoreRequest = t.intersection([t.type({ productId: t.string, wareId: t.string, quantity: Quantity }), t.partial({ bnpk: t.unknown })]);

/** Query of GET /cart/products: comma-separated product ids. */
export const CartProductsQuery = t.type({ productIds: t.string });

/** Answer of GET /cart/products: the cart's lines of those products. */
export const CartProducts = t.type({ items: t.array(CartItem) });
export type CartProducts = t.TypeOf<typeof CartProducts>;

/** Body of POST /cart/_toggle-bonus. */
export const ToggleBonusRequest = t.type({ bonusApplied: t.boolean });

const Trimmed = (max: number) => t.refinement(t.string, (s) => s.trim().length > 0 && s.length <= max, `String≤${max}`);

/** A promo code in the path: 1–40 characters. */
export const PromoCodeParam = Trimmed(40);

/** Body of POST /cart/gift-cards and /cart/gift-cards/_validate; token is the captcha token. */
export const GiftCardRequest = t.intersection([t.type({ giftCardNumber: Trimmed(32), pin: Trimmed(16) }), t.partial({ token: t.string })]);

/** Answer of POST /cart/gift-cards/_validate. */
export const GiftCardBalance = t.type({ giftCardNumber: t.string, balance: t.number });
export type GiftCardBalance = t.TypeOf<typeof GiftCardBalance>;

/** A snapshot or promised-payment id in the path. */
export const UuidParam = t.refinement(t.string, (s) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s), 'Uuid');

/** Answer of POST /cart/snapshots. */
export const SnapshotCreated = t.type({ id: t.string });
export type SnapshotCreated = t.TypeOf<typeof SnapshotCreated>;

/** Body of POST /recommendations/dynamic (spec §7 Recommendations); the cart sends its product ids. */
export const DynamicRecommendationsRequest = t.type({
  pageType: t.string,
  pageContext: t.type({ productIds: t.array(t.string) }),
  requestedRecommendations: t.array(t.type({ slot: t.string })),
});

/** Answer of POST /recommendations/dynamic: products per requested slot (none for a slot we do not fill). */
export const DynamicRecommendations = t.type({
  recommendations: t.array(t.type({ slot: t.string, products: t.array(ProductCard) })),
});
export type DynamicRecommendations = t.TypeOf<typeof DynamicRecommendations>;
