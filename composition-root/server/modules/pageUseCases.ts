import { BROWSING } from './browsingModule';
import { CART } from './cartModule';
import { CATALOGUE } from './catalogueModule';
import { CONTENT } from './contentModule';
import { INBOX } from './inboxModule';
import { ORDERS } from './orderModule';
import { PRO } from './proModule';
import { PROFILE } from './profileModule';
import { RETURNS } from './returnModule';
import { REVIEWS } from './reviewModule';
import { SHELL } from './shellModule';
import { IN_SHOPS } from './shopServiceModule';
import type { Resolved } from './token';
import { WISHLIST } from './wishlistModule';

/** What the server-rendered pages read (serverPageData.ts), each use-case by its token. */
export const PAGE_USE_CASES = {
  getCatalogueTree: CATALOGUE.getCatalogueTree,
  productPage: CATALOGUE.productPage,
  getProduct: CATALOGUE.getProduct,
  listCategory: CATALOGUE.listCategory,
  searchCatalogue: CATALOGUE.searchCatalogue,
  findTag: CATALOGUE.findTag,
  getMainBlocks: CATALOGUE.getMainBlocks,
  kits: CATALOGUE.kits,
  getRecommendations: BROWSING.getRecommendations,
  recentlyViewed: BROWSING.recentlyViewed,
  comparedProductIds: BROWSING.comparedProductIds,
  comparedProducts: BROWSING.comparedProducts,
  availability: IN_SHOPS.availability,
  shopServices: IN_SHOPS.shopServices,
  reviews: REVIEWS.useCases,
  getCart: CART.getCart,
  toggleStates: SHELL.toggleStates,
  getLocation: SHELL.getLocation,
  listShops: SHELL.listShops,
  getShop: SHELL.getShop,
  getStaticPage: CONTENT.getStaticPage,
  bannersBySlot: CONTENT.bannersBySlot,
  seoForUrl: CONTENT.seoForUrl,
  listPublications: CONTENT.listPublications,
  getPublication: CONTENT.getPublication,
  wishlist: WISHLIST.useCases,
  account: PROFILE.account,
  personalData: PROFILE.personalData,
  subscriptions: PROFILE.subscriptions,
  notifications: INBOX.notifications,
  appeals: INBOX.appeals,
  pro: PRO.useCases,
  returns: RETURNS.deps,
  orders: ORDERS.useCases,
} as const;

export type PageUseCases = Resolved<typeof PAGE_USE_CASES>;
