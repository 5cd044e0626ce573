import { cartAnalyticsType } from '../checkout/cartPage';

/** Analytics page types of the routes (spec §2 Page types). */
export const PAGE_TYPES = [
  'MAIN',
  'CATALOG',
  'CATALOG_TREE',
  'PRODUCT',
  'PRODUCT_REVIEWS',
  'PRODUCT_QUESTIONS',
  'CART',
  'CHECKOUT',
  'THANK_YOU',
  'COMPARE_LIST',
  'LOGIN',
  'SEARCH_RESULTS',
  'PROFILE',
  'PERSONAL',
  'SUBSCRIPTIONS',
  'BONUSES',
  'ORDERS',
  'WISHLIST',
  'PROMO_CODES',
  'PERSONAL_SALES',
  'STORES',
  'CLUB_PROGRAM',
  'BRANDS',
  'CONTACTS',
  'GIFT_CARD',
  'PUBLICATION',
  'NEWS',
  'SELLER',
  'TAG',
  'PRO',
  'SERVICES',
  'KIT',
  'KIT_LIST',
  'PERSONAL_CATALOG',
  'OTHER',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

// First matching prefix wins: more specific paths come first.
const BY_PREFIX: readonly (readonly [RegExp, PageType])[] = [
  [/^\/$/, 'MAIN'],
  [/^\/catalog\/product\/search\.do\//, 'SEARCH_RESULTS'],
  [/^\/catalog\/brendy\//, 'BRANDS'],
  [/^\/catalog\/pers_sale\//, 'PERSONAL_CATALOG'],
  [/^\/catalog\/?$/, 'CATALOG_TREE'],
  [/^\/catalog\//, 'CATALOG'],
  [/^\/product\/[^/]+\/reviews/, 'PRODUCT_REVIEWS'],
  [/^\/product\/[^/]+\/faq/, 'PRODUCT_QUESTIONS'],
  [/^\/product\//, 'PRODUCT'],
  [/^\/cart\/thanks\//, 'THANK_YOU'],
  [/^\/compare\//, 'COMPARE_LIST'],
  [/^\/login(\/|$)/, 'LOGIN'],
  [/^\/profile\/personal\//, 'PERSONAL'],
  [/^\/profile\/subscriptions\//, 'SUBSCRIPTIONS'],
  [/^\/profile\/bonuses\//, 'BONUSES'],
  [/^\/profile\/order_history\//, 'ORDERS'],
  [/^\/profile\/wishlist/, 'WISHLIST'],
  [/^\/profile\/promocodes\//, 'PROMO_CODES'],
  [/^\/profile\/pers_sale\//, 'PERSONAL_SALES'],
  [/^\/profile\//, 'PROFILE'],
  [/^\/(stores?|pickup)\//, 'STORES'],
  [/^\/clubpro\//, 'CLUB_PROGRAM'],
  [/^\/contacts\//, 'CONTACTS'],
  [/^\/giftcard\//, 'GIFT_CARD'],
  // The results of the promotions' raffles are published like the promotions themselves.
  [/^\/(publication|promo|result)(\/|$)/, 'PUBLICATION'],
  [/^\/news(\/|$)/, 'NEWS'],
  [/^\/seller\//, 'SELLER'],
  [/^\/tag\//, 'TAG'],
  [/^\/pro-invitation\//, 'PRO'],
  [/^\/services?\//, 'SERVICES'],
  // The look zone is the kits' storefront: its list and category pages, then one look.
  [/^\/lookzone\/(catalog\/|$)/, 'KIT_LIST'],
  [/^\/lookzone\//, 'KIT'],
];

/** The page type of a route; the cart is CHECKOUT when step=checkout, else CART (spec §2 Page types). */
export function pageTypeOf(pathname: string, query: Readonly<Record<string, string | undefined>>): PageType {
  if (/^\/cart\/?$/.test(pathname)) return cartAnalyticsType(query);
  return BY_PREFIX.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'OTHER';
}
