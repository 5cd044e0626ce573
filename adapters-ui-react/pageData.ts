import type { UserInfo } from '../adapters-http/contract/auth';
import type { Location } from '../adapters-http/contract/location';
import type { StaticPage } from '../adapters-http/contract/staticPage';
import type { Shop, ShopList } from '../adapters-http/contract/shops';
import type { Cart } from '../adapters-http/contract/cart';
import type { CatalogPage, MainMenu, SearchPage } from '../adapters-http/contract/catalog';
import type { ProductPage } from '../adapters-http/contract/productPage';
import type { ComparisonProducts } from '../adapters-http/contract/comparison';
import type { WishlistItems, WishlistPageData } from '../adapters-http/contract/wishlist';
import type { ProductTalkData } from '../adapters-http/contract/reviews';
import type { SellerPage } from '../adapters-http/contract/availability';
import type { TagPage } from '../adapters-http/contract/tags';
import type { Banner } from '../adapters-http/contract/banners';
import type { HomePageData } from '../adapters-http/contract/mainBlocks';
import type { ContentData } from './contentData';
import type { ClubLooksData } from './clubLooksData';
import type { OrderDetails } from '../adapters-http/contract/orderDetails';
import type { OrderHistoryPageData, ProfileOrderPageData } from '../adapters-http/contract/profileOrders';
import type { AddressesPageData, BonusesPageData, PromoCodesPageData } from '../adapters-http/contract/profileAccount';
import type { PersonalPageData } from '../adapters-http/contract/personalProfile';
import type { SubscriptionsPageData } from '../adapters-http/contract/profileSubscriptions';
import type { NotificationsPageData } from '../adapters-http/contract/notifications';
import type { AppealsPageData } from '../adapters-http/contract/appeals';
import type { ProPagesData } from '../adapters-http/contract/pro';
import type { RecentListPageData } from '../adapters-http/contract/recentList';
import type { ReturnPagesData } from './returns/returnPagesData';
import type { GiftCardPageData } from './giftcard/giftCardPageData';

/**
 * What the frame of every page needs, loaded once with the first page (the root route).
 * Each capability adds its own field here (cart, user, location, toggles, …).
 */
export interface ShellData {
  readonly cart: Cart;
  /** The signed-in user or an anonymous one (spec §3 User info); added by composition-root/withUser.ts. */
  readonly user?: UserInfo;
  /** An operator is signed in: no cookie notice, operator panel (spec §6). */
  readonly isOperator?: boolean;
  /** SmartCaptcha's client key when the shop checks captchas with it (README: CAPTCHA_PROVIDER). */
  readonly captchaSiteKey?: string;
  /** The Yandex Maps JS API key when configured (README: YANDEX_MAPS_API_KEY); the offline map without it. */
  readonly yandexMapsApiKey?: string;
  /** Feature toggles the shell needs (spec §3), off unless configured on. */
  readonly toggles: Readonly<Record<string, boolean>>;
  /** The shopper's location, Moscow unconfirmed until chosen (spec §4 Location). */
  readonly location: Location | null;
  /** Header counters filled by comparison and wishlist when they exist; absent means 0. */
  readonly counters?: { readonly compare: number; readonly wishlist: number };
  /** The header's banner slot MAIN_HEADER_BANNER (spec §7), HTML sanitised; absent or empty shows none. */
  readonly headerBanners?: readonly Banner[];
}

/** A page's data could not be given: the HTTP status the page answers with. */
export interface PageMissing {
  readonly missing: 400 | 404;
}

/**
 * Where pages get their data: in process on the server (use-cases), over the API in the browser.
 * The same route loaders use either, so a page renders the same in both places.
 */
export interface PageData {
  readonly menu: () => Promise<MainMenu>;
  /** The home page's carousels, tiles and brands, and the signed-in customer's «Вы смотрели». */
  readonly home: () => Promise<HomePageData>;
  /** A category listing or search results by the page URL ("/catalog/muzhchinam/?page=2", "/catalog/product/search.do/?text=…"). */
  readonly catalog: (url: string) => Promise<CatalogPage | SearchPage | PageMissing>;
  readonly product: (productId: string) => Promise<ProductPage | PageMissing>;
  readonly shell: () => Promise<ShellData>;
  /** The session owner's compared products (/compare/). */
  readonly comparison: () => Promise<ComparisonProducts>;
  /** A static content page by its URL ('/oferta/'), HTML sanitised. */
  readonly staticPage: (url: string) => Promise<StaticPage | PageMissing>;
  /** Shops near a geohash, or of the shopper's city without one. */
  readonly shops: (geoPoint: string | undefined) => Promise<ShopList | PageMissing>;
  /** A shop or pickup point by number. */
  readonly shop: (shopNumber: string) => Promise<Shop | PageMissing>;
  /** The signed-in customer's wishlist page (/profile/wishlist/?page=N). */
  readonly wishlist: (page: number) => Promise<WishlistPageData>;
  /** A custom list by its id, for its owner or anyone with the shared link. */
  readonly customList: (listId: string) => Promise<WishlistItems | PageMissing>;
  /** The signed-in customer's delivery addresses (/profile/addresses/), or the sign-in prompt. */
  readonly deliveryAddresses: () => Promise<AddressesPageData>;
  /** Balance, level, future bonuses and the history by the page's query string (?dateBegin&dateEnd); 400 for a bad range. */
  readonly bonuses: (query: string) => Promise<BonusesPageData | PageMissing>;
  /** The promo codes the customer can apply (/profile/promocodes/). */
  readonly promoCodes: () => Promise<PromoCodesPageData>;
  /** The signed-in customer's personal data (/profile/personal/), or the sign-in prompt. */
  readonly personalData: () => Promise<PersonalPageData>;
  /** The signed-in customer's subscriptions by channel (/profile/subscriptions/), or the sign-in prompt. */
  readonly subscriptions: () => Promise<SubscriptionsPageData>;
  /** The signed-in customer's notifications, newest first (/profile/notifications/?page=N), or the sign-in prompt. */
  readonly notifications: (page: number) => Promise<NotificationsPageData>;
  /** The signed-in customer's appeals and the new appeal form's choices (/profile/appeals/?page=N), or the sign-in prompt. */
  readonly appeals: (page: number) => Promise<AppealsPageData>;
  /** The professional programme's trainer and join pages (docs/pro-programme.md). */
  readonly pro: ProPagesData;
  /** The signed-in customer's recently viewed products (/profile/recentlist/), or the sign-in prompt. */
  readonly recentList: () => Promise<RecentListPageData>;
  /** A product's reviews or questions tab by the page's query string (orderBy, filter, page). */
  readonly productTalk: (productId: string, tab: 'reviews' | 'questions', search: string) => Promise<ProductTalkData | PageMissing>;
  /** A marketplace seller and a page of its products (page as in the URL). */
  readonly seller: (sellerId: string, page: string) => Promise<SellerPage | PageMissing>;
  /** A catalogue tag's listing (page as in the URL). */
  readonly tag: (tagName: string, page: string) => Promise<TagPage | PageMissing>;
  /** Banners, SEO blocks, publications and pickup points by geohash (contentData.ts). */
  readonly content: ContentData;
  /** The club programme, look zone and workshop service pages (clubLooksData.ts). */
  readonly clubLooks: ClubLooksData;
  /** The session owner's order for the thank-you page, its pending payment reconciled first; 404 for anyone else's. */
  readonly order: (orderNumber: string) => Promise<OrderDetails | PageMissing>;
  /** The signed-in customer's orders, newest first (/profile/order_history/?page=N). */
  readonly orderHistory: (page: number) => Promise<OrderHistoryPageData>;
  /** The signed-in customer's order (/profile/order_history/{n}); 404 for anyone else's. */
  readonly profileOrder: (orderNumber: string) => Promise<ProfileOrderPageData | PageMissing>;
  /** The customer's returns and the return form of an order (returns/returnRoutes.tsx). */
  readonly returns: ReturnPagesData;
  /** The gift-card pages (docs/giftcards.md); absent where gift cards are not sold. */
  readonly giftCards?: GiftCardPageData;
}

export const isMissing = (x: object): x is PageMissing => 'missing' in x;
