import type { Market } from '../../domain/market/market';
import type { Viewer } from '../../application/auth/currentUser';
import type { AuthServerDeps } from './authDeps';
import type { ShipmentUseCases } from './shipmentUseCases';
import type { PaymentUseCases } from './paymentDeps';
import type { OrderUseCases } from './orderDeps';
import type { GiftCardUseCases } from '../../application/giftcard/giftCardUseCases';
import type { getCart } from '../../application/cart/getCart';
import type { setCartQuantity } from '../../application/cart/setCartQuantity';
import type { CartPageUseCases } from '../../application/cart/cartPageUseCases';
import type { CheckoutDetailsUseCases } from '../../application/checkout/checkoutDetailsUseCases';
import type { toggleStates } from '../../application/shell/toggleStates';
import type { recordEvents } from '../../application/shell/recordEvents';
import type { listBrands } from '../../application/shell/listBrands';
import type { listSports } from '../../application/shell/listSports';
import type { subscribeNewsletter } from '../../application/shell/subscribeNewsletter';
import type { getLocation } from '../../application/shell/getLocation';
import type { topCities } from '../../application/shell/topCities';
import type { chooseLocation } from '../../application/shell/chooseLocation';
import type { getStaticPage } from '../../application/shell/getStaticPage';
import type { listShops } from '../../application/shell/listShops';
import type { getShop } from '../../application/shell/getShop';
import type { popupsForPath } from '../../application/shell/popupsForPath';
import type { bannersBySlot } from '../../application/shell/bannersBySlot';
import type { seoForUrl } from '../../application/shell/seoForUrl';
import type { listPublications } from '../../application/shell/listPublications';
import type { getPublication } from '../../application/shell/getPublication';
import type { getCatalogueTree } from '../../application/catalogue/getCatalogueTree';
import type { getProduct } from '../../application/catalogue/getProduct';
import type { getProductPage } from '../../application/catalogue/getProductPage';
import type { KitUseCases } from '../../application/catalogue/kitUseCases';
import type { personalPricesOf } from '../../application/catalogue/personalPricesOf';
import type { listCategory } from '../../application/catalogue/listCategory';
import type { searchCatalogue } from '../../application/catalogue/searchCatalogue';
import type { getAutoHints } from '../../application/catalogue/getAutoHints';
import type { recordProductView } from '../../application/catalogue/recordProductView';
import type { recentlyViewed } from '../../application/catalogue/recentlyViewed';
import type { addToComparison, comparedProductIds, comparedProducts, removeFromComparison } from '../../application/catalogue/comparison';
import type { WishlistUseCases } from '../../application/wishlist/wishlistUseCases';
import type { PersonalDataUseCases } from '../../application/profile/personalDataUseCases';
import type { ReviewUseCases } from '../../application/reviews/reviewUseCases';
import type { ReviewPhotoUseCases } from '../../application/reviews/reviewPhotoUseCases';
import type { AvailabilityUseCases } from '../../application/availability/availabilityUseCases';
import type { findTag } from '../../application/catalogue/TagSource';
import type { AccountUseCases } from '../../application/account/accountUseCases';
import type { ShopServiceUseCases } from '../../application/shopServices/shopServiceUseCases';
import type { SubscriptionUseCases } from '../../application/profile/subscriptionUseCases';
import type { ReturnServerDeps } from './returnDeps';
import type { NotificationUseCases } from '../../application/notifications/notificationUseCases';
import type { AppealUseCases } from '../../application/appeals/appealUseCases';
import type { ProUseCases } from '../../application/pro/proUseCases';
import type { ImageFormat } from './imageFormat';
import type { MailOutboxEntry } from '../contract/mail';

/** The use-cases the HTTP adapter calls, already given their ports by the composition root. */
export interface ServerUseCases {
  readonly getProduct: ReturnType<typeof getProduct>;
  /** The product page for a shopper: variants, seller, personal price, potential bonuses, kits. */
  readonly productPage: ReturnType<typeof getProductPage>;
  /** Kits of products sold together (spec §7 Kits). */
  readonly kits: KitUseCases;
  /** The signed-in shopper's personal prices of some products (autocomplete). */
  readonly personalPricesOf: ReturnType<typeof personalPricesOf>;
  readonly listCategory: ReturnType<typeof listCategory>;
  readonly searchCatalogue: ReturnType<typeof searchCatalogue>;
  readonly getAutoHints: ReturnType<typeof getAutoHints>;
  readonly comparedProductIds: ReturnType<typeof comparedProductIds>;
  readonly comparedProducts: ReturnType<typeof comparedProducts>;
  readonly addToComparison: ReturnType<typeof addToComparison>;
  readonly removeFromComparison: ReturnType<typeof removeFromComparison>;
  readonly recordProductView: ReturnType<typeof recordProductView>;
  /** The session owner's recently viewed products in the market's prices (spec §7 GET /profiles/recent-list). */
  readonly recentlyViewed: ReturnType<typeof recentlyViewed>;
  readonly getCatalogueTree: ReturnType<typeof getCatalogueTree>;
  readonly getCart: ReturnType<typeof getCart>;
  /** Checkout step 1: pickup, delivery, fast cart, address suggestions (shipmentUseCases.ts). */
  readonly shipment: ShipmentUseCases;
  readonly setCartQuantity: ReturnType<typeof setCartQuantity>;
  /** The cart page's calls: select, block, restore, promo codes, bonuses, gift cards, snapshots. */
  readonly cartPage: CartPageUseCases;
  /** Checkout steps 2–3: contacts, payment, legal entity. */
  readonly checkoutDetails: CheckoutDetailsUseCases;
  readonly toggleStates: ReturnType<typeof toggleStates>;
  readonly recordEvents: ReturnType<typeof recordEvents>;
  readonly listBrands: ReturnType<typeof listBrands>;
  readonly listSports: ReturnType<typeof listSports>;
  readonly subscribeNewsletter: ReturnType<typeof subscribeNewsletter>;
  readonly getLocation: ReturnType<typeof getLocation>;
  readonly topCities: ReturnType<typeof topCities>;
  readonly chooseLocation: ReturnType<typeof chooseLocation>;
  readonly getStaticPage: ReturnType<typeof getStaticPage>;
  readonly listShops: ReturnType<typeof listShops>;
  readonly getShop: ReturnType<typeof getShop>;
  readonly popupsForPath: ReturnType<typeof popupsForPath>;
  readonly bannersBySlot: ReturnType<typeof bannersBySlot>;
  readonly seoForUrl: ReturnType<typeof seoForUrl>;
  readonly listPublications: ReturnType<typeof listPublications>;
  readonly getPublication: ReturnType<typeof getPublication>;
  /** Wishlists of signed-in customers (spec §7 Favourites). */
  readonly wishlist: WishlistUseCases;
  /** The signed-in customer's personal data (spec §7 Profile GET and PUT /profiles/current). */
  readonly personalData: PersonalDataUseCases;
  /** Product reviews and questions (spec §7 Products). */
  readonly reviews: ReviewUseCases;
  /** Photos of reviews and questions: upload, serve (docs/reviews.md). */
  readonly reviewPhotos: ReviewPhotoUseCases;
  /** Availability per size for the shopper's city, and sellers (spec §3 Size, §7 Sellers). */
  readonly availability: AvailabilityUseCases;
  /** Catalogue tags from the shop's content (spec §2 /tag/{tagName}). */
  readonly findTag: ReturnType<typeof findTag>;
  /** The profile's delivery addresses, bonuses and promo codes (application/account). */
  readonly account: AccountUseCases;
  /** Workshop services sold in shops (docs/club-looks-services.md). */
  readonly shopServices: ShopServiceUseCases;
  /** The profile's e-mail, SMS and push subscriptions (application/profile/subscriptionUseCases.ts). */
  readonly subscriptions: SubscriptionUseCases;
  /** Returns of received orders and the fulfilment system's reports (docs/returns.md). */
  readonly returns: ReturnServerDeps;
  /** The profile's notifications (docs/notifications-and-appeals.md). */
  readonly notifications: NotificationUseCases;
  /** Appeals to the service desk (docs/notifications-and-appeals.md). */
  readonly appeals: AppealUseCases;
  /** The professional programme (docs/pro-programme.md). */
  readonly pro: ProUseCases;
}

export interface ProductImageRequest {
  readonly productId: string;
  readonly index: number;
  readonly width: number;
  readonly height: number;
  readonly format: ImageFormat;
}

/** A picture as it is sent. */
export interface EncodedImage {
  readonly body: Uint8Array<ArrayBuffer> | string;
  readonly contentType: string;
}

export interface ServerDeps {
  readonly useCases: ServerUseCases;
  /** The market of a session owner, from their stored location: every request is served in it (marketScope.ts). */
  readonly marketOf: (ownerKey: string) => Promise<Market>;
  readonly sessionSecret: string;
  readonly newSessionId: () => string;
  /** True once migrations ran and the database answers. */
  readonly healthy: () => Promise<boolean>;
  /** A product image at exactly the given size in the given format, or undefined for an unknown product. */
  readonly productImage: (request: ProductImageRequest) => Promise<EncodedImage | undefined>;
  /** An SVG shipped with the content (banners, publications) by name, or undefined. */
  readonly contentImage: (name: string) => Promise<string | undefined>;
  /** Server-renders the page at the request's URL for the session's owner. */
  readonly renderPage: (request: Request, ownerKey: string, viewer: Viewer) => Promise<Response>;
  /** Online payment: start, reconcile, notifications, paying again (paymentDeps.ts). */
  readonly payments: PaymentUseCases;
  /** Placing orders, the thank-you page's order, operators adding products (orderDeps.ts). */
  readonly orders: OrderUseCases;
  /** Electronic gift cards and corporate orders (docs/giftcards.md); without it the /egc calls answer 404. */
  readonly giftCards?: GiftCardUseCases;
  /** The development mail outbox's reader (docs/email.md), served at /dev/mail-outbox when that adapter is configured. */
  readonly mailOutbox?: (to: string) => Promise<readonly MailOutboxEntry[]>;
  /** The sandbox acquirer, served at /sandbox-acquirer/ when it is the configured acquirer. */
  readonly sandboxAcquirer?: { readonly fetch: (request: Request) => Response | Promise<Response> };
  /** Sign-in, sessions and operators (authDeps.ts). */
  readonly auth: AuthServerDeps;
  /** Folder of the built browser bundle (vite build), served under /assets/. */
  readonly clientDir: string;
  /** Reverse proxies in front of the server whose X-Forwarded-For is believed (0: none). */
  readonly trustedProxies?: number;
}
