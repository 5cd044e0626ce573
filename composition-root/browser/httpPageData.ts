import * as E from 'fp-ts/Either';
import type { PageData } from '../../adapters-ui-react/pageData';
import { Cart } from '../../adapters-http/contract/cart';
import { CatalogPage, MainMenu, SearchPage } from '../../adapters-http/contract/catalog';
import * as t from 'io-ts';
import { ComparisonProducts } from '../../adapters-http/contract/comparison';
import { ProductPage } from '../../adapters-http/contract/productPage';
import type { ApiFailure, ApiRequest } from '../../adapters-http/client/apiClient';
import { ToggleStatesBody } from '../../adapters-http/contract/shell';
import { KNOWN_TOGGLES } from '../../domain/user/featureToggles';
import { httpCustomListPage, httpWishlistPage } from './httpWishlistPages';
import { httpAddressesPage, httpBonusesPage, httpPromoCodesPage } from './httpAccountPages';
import { httpPersonalPage } from './httpPersonalPage';
import { httpSubscriptionsPage } from './httpSubscriptions';
import { httpGiftCardPages } from './httpGiftCards';
import { httpAppealsPage, httpNotificationsPage } from './httpInbox';
import { httpIndividualPage, httpJoinPage, httpProProfilePage, httpTrainerPage } from './httpPro';
import { httpRecentListPage } from './httpRecentListPage';
import { httpReturnPages } from './httpReturnPages';
import { httpProductTalk } from './httpReviewPages';
import { SellerPage } from '../../adapters-http/contract/availability';
import { TagPage } from '../../adapters-http/contract/tags';
import { Location } from '../../adapters-http/contract/location';
import { StaticPage } from '../../adapters-http/contract/staticPage';
import { Shop, ShopList } from '../../adapters-http/contract/shops';
import { httpContentData } from './httpContentData';
import { httpClubLooksData } from './httpClubLooksData';
import { OrderDetails } from '../../adapters-http/contract/orderDetails';
import { missingOr } from './missingOr';
import { MainBlocks } from '../../adapters-http/contract/mainBlocks';
import { DynamicRecommendations } from '../../adapters-http/contract/cartPage';
import { RECENTLY_VIEWED_BLOCK } from '../../domain/catalogue/mainBlocks';
import { httpOrderHistoryPage, httpProfileOrderPage } from './httpProfileOrderPages';

const orThrow = <A>(answer: E.Either<ApiFailure, A>): A => {
  if (E.isLeft(answer)) throw new Error(answer.left.message);
  return answer.right;
};

/** Page data over the API, for navigation in the browser after the first, server-rendered page. */
export function httpPageData(request: ApiRequest, toggleRequest: ApiRequest = request): PageData {
  return {
    menu: async () => orThrow(await request('GET', '/menus/main', MainMenu)),
    home: async () => {
      const [main, personal] = await Promise.all([
        request('GET', '/main/blocks', MainBlocks),
        request('POST', '/recommendations', DynamicRecommendations, { requestedRecommendations: [{ slot: RECENTLY_VIEWED_BLOCK.code }] }),
      ]);
      // «Вы смотрели» is an extra: the page shows without it when it cannot be had.
      return { main: orThrow(main), recent: E.isRight(personal) ? (personal.right.recommendations[0]?.products ?? []) : [] };
    },
    catalog: async (url) => missingOr(await request('POST', '/catalog', t.union([CatalogPage, SearchPage]), { url })),
    comparison: async () => orThrow(await request('GET', '/comparison/products', ComparisonProducts)),
    product: async (productId) => missingOr(await request('GET', `/products/${encodeURIComponent(productId)}`, ProductPage)),
    shops: async (geoPoint) => missingOr(await request('GET', geoPoint ? `/shops?geoPoint=${encodeURIComponent(geoPoint)}` : '/shops', ShopList)),
    shop: async (shopNumber) => missingOr(await request('GET', `/shops/${encodeURIComponent(shopNumber)}`, Shop)),
    wishlist: httpWishlistPage(request),
    customList: httpCustomListPage(request),
    deliveryAddresses: httpAddressesPage(request),
    bonuses: httpBonusesPage(request),
    promoCodes: httpPromoCodesPage(request),
    personalData: httpPersonalPage(request),
    subscriptions: httpSubscriptionsPage(request),
    giftCards: httpGiftCardPages(request),
    notifications: httpNotificationsPage(request),
    appeals: httpAppealsPage(request),
    pro: { trainer: httpTrainerPage(request), join: httpJoinPage(request), individual: httpIndividualPage(request), profile: httpProProfilePage(request) },
    recentList: httpRecentListPage(request),
    productTalk: httpProductTalk(request),
    tag: async (tagName, page) => missingOr(await request('GET', `/catalog/tags/${encodeURIComponent(tagName)}?page=${encodeURIComponent(page)}`, TagPage)),
    seller: async (sellerId, page) => missingOr(await request('GET', `/sellers/${encodeURIComponent(sellerId)}?page=${encodeURIComponent(page)}`, SellerPage)),
    staticPage: async (url) => missingOr(await request('GET', `/static-pages?url=${encodeURIComponent(url)}`, StaticPage)),
    shell: async () => ({
      cart: orThrow(await request('GET', '/cart', Cart)),
      toggles: orThrow(await toggleRequest('GET', `/engine/feature-toggles/${KNOWN_TOGGLES.join(',')}/states`, ToggleStatesBody)),
      location: E.getOrElseW(() => null)(await request('GET', '/location', Location)),
    }),
    content: httpContentData(request),
    clubLooks: httpClubLooksData(request),
    orderHistory: httpOrderHistoryPage(request),
    profileOrder: httpProfileOrderPage(request),
    returns: httpReturnPages(request),
    order: async (orderNumber) => missingOr(await request('GET', `/orders/${encodeURIComponent(orderNumber)}?force=true`, OrderDetails)),
  };
}
