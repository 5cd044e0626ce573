import type { ServerRoutes } from '../../../adapters-http/server/serverDeps';
import { tokensOf } from './token';

/** One token per route group of the server; each feature module binds its own, the server module mounts them all. */
export const ROUTES = tokensOf<ServerRoutes>()(
  'productMedia', 'contentMedia', 'brandLogos', 'reviewPhotoMedia', 'paymentNotifications', 'fulfilment', 'sandboxAcquirer',
  'reviewPhotoUpload', 'returnImages', 'appealFileUpload', 'proFiles',
  'auth', 'catalog', 'comparison', 'tracking', 'cart', 'shipment', 'cartPage', 'checkoutDetails', 'directory', 'newsletter',
  'profileSubscriptions', 'location', 'staticPages', 'shops', 'popups', 'banners', 'seo', 'publications', 'wishlist', 'personalData', 'profileExtras',
  'reviews', 'availability', 'tags', 'kits', 'shopServices', 'orderPayment', 'returnOrders', 'returnCarts', 'profileOrders', 'orders',
  'account', 'recentList', 'mainBlocks', 'giftCards', 'mailOutbox', 'notifications', 'appeals', 'appealFiles', 'pro',
  'featureToggles', 'events',
  'listingParts', 'productDetails', 'settings', 'tracker',
);
