import * as E from 'fp-ts/Either';
import type { PageData } from '../../adapters-ui-react/pageData';
import { loadListing } from '../../adapters-http/server/loadListing';
import { encodeCart } from '../../adapters-http/server/encode/encodeCart';
import { encodeMainMenu } from '../../adapters-http/server/encode/encodeCatalog';
import { encodeProduct } from '../../adapters-http/server/encode/encodeProduct';
import { encodeProductPage } from '../../adapters-http/server/encode/encodeProductPage';
import { customerIdOf } from '../../application/shipment/cartOwner';
import { KNOWN_TOGGLES } from '../../domain/user/featureToggles';
import { encodeStaticPage } from '../../adapters-http/server/routes/staticPageRoutes';
import { encodeShop } from '../../adapters-http/server/routes/shopRoutes';
import { serverCustomListPage, serverWishlistPage } from './serverWishlistPages';
import { serverOrderHistoryPage, serverProfileOrderPage } from './serverProfileOrderPages';
import { serverReturnPages } from './serverReturnPages';
import { serverAddressesPage, serverBonusesPage, serverPromoCodesPage } from './serverAccountPages';
import { serverPersonalPage } from './serverPersonalPage';
import { serverSubscriptionsPage } from './serverSubscriptionsPage';
import { serverAppealsPage, serverNotificationsPage } from './serverInboxPages';
import { serverProPages } from './serverProPages';
import { serverRecentListPage } from './serverRecentListPage';
import { serverProductTalk } from './serverReviewPages';
import { encodeSellerPage } from '../../adapters-http/server/encode/encodeAvailability';
import { loadTagListing } from '../../adapters-http/server/loadTagListing';
import { serverContentData } from './serverContentData';
import { serverClubLooksData } from './serverClubLooksData';
import { encodeOrder } from '../../adapters-http/server/encode/encodeOrder';
import { HEADER_BANNER_SLOT } from '../../adapters-http/contract/banners';
import { encodeBanners } from '../../adapters-http/server/routes/bannerRoutes';
import { encodeMainBlocks } from '../../adapters-http/server/encode/encodeMainBlocks';
import { encodeProductCard } from '../../adapters-http/server/encode/encodeProduct';
import { RECENTLY_VIEWED_BLOCK } from '../../domain/catalogue/mainBlocks';
import type { PageUseCases } from './modules/pageUseCases';

/** Page data for server rendering: the use-cases called in process, encoded as the API would. */
export function serverPageData(useCases: PageUseCases, ownerKey: string): PageData {
  const { orders } = useCases;
  return {
    menu: async () => encodeMainMenu(await useCases.getCatalogueTree()),
    home: async () => {
      const [main, [recent]] = await Promise.all([
        useCases.getMainBlocks(),
        useCases.getRecommendations(ownerKey, customerIdOf(ownerKey) !== null, [RECENTLY_VIEWED_BLOCK.code]),
      ]);
      return { main: encodeMainBlocks(main), recent: (recent?.products ?? []).map(encodeProductCard) };
    },
    catalog: async (url) => {
      const listing = await loadListing(useCases, url, customerIdOf(ownerKey));
      if (E.isRight(listing)) return listing.right;
      return { missing: listing.left === 'NOT_FOUND' ? 404 : 400 };
    },
    comparison: async () => ({ products: (await useCases.comparedProducts(ownerKey)).map(encodeProduct) }),
    product: async (productId) => {
      const product = await useCases.productPage(productId, customerIdOf(ownerKey));
      return E.isRight(product) ? encodeProductPage(product.right) : { missing: 404 };
    },
    shops: async (geoPoint) => {
      const list = await useCases.listShops(ownerKey, { kind: 'SHOP', ...(geoPoint ? { geoPoint } : {}) });
      return E.isRight(list) ? { cityName: list.right.cityName, shops: list.right.shops.map(encodeShop) } : { missing: 404 };
    },
    shop: async (shopNumber) => {
      const shop = await useCases.getShop(shopNumber);
      return E.isRight(shop) ? encodeShop(shop.right) : { missing: 404 };
    },
    wishlist: serverWishlistPage(useCases.wishlist, ownerKey),
    customList: serverCustomListPage(useCases.wishlist, ownerKey),
    deliveryAddresses: serverAddressesPage(useCases.account, ownerKey),
    bonuses: serverBonusesPage(useCases.account, ownerKey),
    promoCodes: serverPromoCodesPage(useCases.account, ownerKey),
    personalData: serverPersonalPage(useCases.personalData, ownerKey),
    subscriptions: serverSubscriptionsPage(useCases.subscriptions, ownerKey),
    notifications: serverNotificationsPage(useCases.notifications, ownerKey),
    appeals: serverAppealsPage(useCases.appeals, ownerKey),
    pro: serverProPages(useCases.pro, ownerKey),
    recentList: serverRecentListPage(useCases, ownerKey),
    productTalk: serverProductTalk(useCases),
    tag: async (tagName, page) => {
      const tag = /^[1-9]\d{0,2}$/.test(page) ? await loadTagListing(useCases, tagName, Number(page)) : E.left('BAD_PAGE' as const);
      return E.isRight(tag) ? tag.right : { missing: tag.left === 'NOT_FOUND' ? 404 : 400 };
    },
    seller: async (sellerId, page) => {
      const seller = /^[1-9]\d{0,2}$/.test(page) ? await useCases.availability.getSeller(sellerId, Number(page)) : E.left({ _tag: 'BAD_PAGE' as const });
      return E.isRight(seller) ? encodeSellerPage(seller.right) : { missing: seller.left._tag === 'NOT_FOUND' ? 404 : 400 };
    },
    staticPage: async (url) => {
      const page = await useCases.getStaticPage(url);
      return E.isRight(page) ? encodeStaticPage(page.right) : { missing: 404 };
    },
    shell: async () => ({
      cart: encodeCart(await useCases.getCart(ownerKey)),
      toggles: useCases.toggleStates(KNOWN_TOGGLES),
      location: (await useCases.getLocation(ownerKey)) ?? null,
      counters: { compare: (await useCases.comparedProductIds(ownerKey)).length, wishlist: await useCases.wishlist.wishlistCountOf(ownerKey) },
      headerBanners: encodeBanners(await useCases.bannersBySlot([HEADER_BANNER_SLOT])).banners,
    }),
    content: serverContentData(useCases, ownerKey),
    clubLooks: serverClubLooksData(useCases, ownerKey),
    orderHistory: serverOrderHistoryPage(orders, ownerKey),
    profileOrder: serverProfileOrderPage(orders, ownerKey),
    returns: serverReturnPages(useCases.returns, ownerKey),
    order: async (orderNumber) => {
      const order = await orders.getOrder(ownerKey, orderNumber, true);
      return E.isRight(order) ? encodeOrder(order.right) : { missing: 404 };
    },
  };
}
