import type { AnswerCache } from '../../application/cache/answerCache';
import type { CachedAnswer } from './cachedAnswers';
import type { Hono, MiddlewareHandler } from 'hono';
import type { Market } from '../../domain/market/market';
import type { Viewer } from '../../application/auth/currentUser';
import type { AuthUseCases } from './authDeps';
import type { ImageFormat } from './imageFormat';
import type { SessionVariables } from './session';

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

/** A group of routes, already given the use-cases it calls, that reads nothing of the session. */
type Routes = Hono;

/** A group of routes that acts for the session's viewer and owner (session.ts). */
type SessionRoutes = Hono<{ Variables: SessionVariables }>;

/**
 * Every route group of the server, each built by the composition root from the use-cases it calls
 * (`cartRoutes({ getCart, setCartQuantity })`); `createServerApp` decides where and in which order they are mounted.
 * An optional group is undefined when its adapter is not configured.
 */
export interface ServerRoutes {
  /** /media: product images, content pictures, brand wordmarks, review photos. */
  readonly productMedia: Routes;
  readonly contentMedia: Routes;
  readonly brandLogos: Routes;
  readonly reviewPhotoMedia: Routes;
  /** Server to server: the acquirer's notifications, the fulfilment system's reports, the sandbox acquirer. */
  readonly paymentNotifications: Routes;
  readonly fulfilment: Routes;
  readonly sandboxAcquirer: Routes | undefined;
  /** Uploads, each with its own body limit. */
  readonly reviewPhotoUpload: SessionRoutes;
  readonly returnImages: SessionRoutes;
  readonly appealFileUpload: SessionRoutes;
  readonly proFiles: SessionRoutes;
  /** /web-api/v1. */
  readonly auth: SessionRoutes;
  readonly catalog: SessionRoutes;
  readonly comparison: SessionRoutes;
  readonly tracking: SessionRoutes;
  readonly cart: SessionRoutes;
  readonly shipment: SessionRoutes;
  readonly cartPage: SessionRoutes;
  readonly checkoutDetails: SessionRoutes;
  readonly directory: Routes;
  readonly newsletter: SessionRoutes;
  readonly profileSubscriptions: SessionRoutes;
  readonly location: SessionRoutes;
  readonly staticPages: Routes;
  readonly shops: SessionRoutes;
  readonly popups: Routes;
  readonly banners: Routes;
  readonly seo: Routes;
  readonly publications: Routes;
  readonly wishlist: SessionRoutes;
  readonly personalData: SessionRoutes;
  readonly profileExtras: SessionRoutes;
  readonly reviews: SessionRoutes;
  readonly availability: SessionRoutes;
  readonly tags: Routes;
  readonly kits: Routes;
  readonly shopServices: SessionRoutes;
  readonly orderPayment: SessionRoutes;
  readonly returnOrders: SessionRoutes;
  readonly returnCarts: SessionRoutes;
  readonly profileOrders: SessionRoutes;
  readonly orders: SessionRoutes;
  readonly account: SessionRoutes;
  readonly recentList: SessionRoutes;
  readonly mainBlocks: SessionRoutes;
  readonly giftCards: SessionRoutes;
  /** The development mail outbox's reader (docs/email.md), present only with that adapter. */
  readonly mailOutbox: Routes | undefined;
  readonly notifications: SessionRoutes;
  readonly appeals: SessionRoutes;
  readonly appealFiles: SessionRoutes;
  readonly pro: SessionRoutes;
  /** /feature-toggle-api/v1 and /events-api/v1. */
  readonly featureToggles: Routes;
  readonly events: SessionRoutes;
  /** /web-api/v1: a listing page's parts, a product page's sub-calls, the start-up settings and the page's analytics. */
  readonly listingParts: SessionRoutes;
  readonly productDetails: Routes;
  readonly settings: SessionRoutes;
  /** /ga-api/v1: the analytics tracker's product data and e-commerce events. */
  readonly tracker: SessionRoutes;
}

export interface ServerDeps {
  readonly routes: ServerRoutes;
  /** The viewer of a session id (session.ts). */
  readonly resolveSession: AuthUseCases['resolveSession'];
  /** Writes every change an operator makes for a client to the audit log; runs before every API route. */
  readonly operatorAudit: MiddlewareHandler<{ Variables: SessionVariables }>;
  /** The market of a session owner, from their stored location: every request is served in it (marketScope.ts). */
  readonly marketOf: (ownerKey: string) => Promise<Market>;
  readonly sessionSecret: string;
  readonly newSessionId: () => string;
  /** Catalogue answers shared among anonymous visitors, dropped as the database announces changes (cachedAnswers.ts). */
  readonly answers: AnswerCache<CachedAnswer>;
  /** True once migrations ran and the database answers. */
  readonly healthy: () => Promise<boolean>;
  /** Server-renders the page at the request's URL for the session's owner. */
  readonly renderPage: (request: Request, ownerKey: string, viewer: Viewer) => Promise<Response>;
  /** Folder of the built browser bundle (vite build), served under /assets/. */
  readonly clientDir: string;
  /** Reverse proxies in front of the server whose X-Forwarded-For is believed (0: none). */
  readonly trustedProxies?: number;
}

/** A product image at exactly the given size in the given format, or undefined for an unknown product. */
export type ProductImage = (request: ProductImageRequest) => Promise<EncodedImage | undefined>;

/** An SVG shipped with the content (banners, publications) by name, or undefined. */
export type ContentImage = (name: string) => Promise<string | undefined>;
