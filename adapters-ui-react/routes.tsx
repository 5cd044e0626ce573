import { data, type RouteObject } from 'react-router';
import type { PageData } from './pageData';
import { SHOP_NAME, titled, type RouteHandle } from './meta';
import { Shell } from './shell/Shell';
import { HomePage } from './pages/HomePage';
import { CatalogPage, catalogMeta } from './pages/CatalogPage';
import { catalogLoader } from './pages/catalogLoader';
import { ComparePage, compareMeta } from './pages/ComparePage';
import { ProductPage, productMeta } from './pages/ProductPage';
import { CartPage } from './pages/CartPage';
import { ErrorPage } from './pages/ErrorPage';
import { StaticPage, staticPageMeta } from './pages/StaticPage';
import { StoresPage, storesMeta } from './pages/StoresPage';
import { ShopPage, shopMeta } from './pages/ShopPage';
import { wishlistRoutes } from './wishlist/wishlistRoutes';
import { orderHistoryRoutes } from './profile/orderHistoryRoutes';
import { returnRoutes } from './returns/returnRoutes';
import { accountRoutes } from './profile/accountRoutes';
import { personalRoutes } from './profile/personalRoutes';
import { subscriptionsRoutes } from './profile/subscriptionsRoutes';
import { proProfileRoutes } from './profile/proProfileRoutes';
import { inboxRoutes } from './profile/inboxRoutes';
import { recentRoutes } from './profile/recentRoutes';
import { reviewRoutes } from './reviews/reviewRoutes';
import { sellerRoutes } from './availability/sellerRoutes';
import { tagRoute } from './pages/TagPage';
import { giftCardRoutes } from './giftcard/giftCardRoutes';
import { STATIC_PAGE_ALIASES, STATIC_PAGE_PATHS } from './staticPagePaths';
import { HOME_BANNERS_ROUTE } from './content/HomeBanners';
import { HOME_BANNER_SLOTS } from '../adapters-http/contract/banners';
import { CatalogSeoLayout, catalogSeoLoader, seoShouldRevalidate } from './content/CatalogSeoLayout';
import { contentRoutes } from './content/contentRoutes';
import { ThanksPage, thanksMeta } from './orders/ThanksPage';
import { LoginPage, loginMeta } from './auth/LoginPage';
import { clubRoutes } from './club/clubRoutes';
import { lookZoneRoutes } from './lookzone/lookZoneRoutes';
import { shopServiceRoutes } from './shopServices/shopServiceRoutes';
import { proRoutes } from './pro/proRoutes';

import { orThrow } from './orThrow';

const handle = (meta: RouteHandle['meta']): RouteHandle => ({ meta });

/** Every page of the shop, with loaders that read through the given page data. */
export function createRoutes(pageData: PageData): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <Shell />,
      errorElement: <Shell><ErrorPage /></Shell>,
      loader: () => pageData.shell(),
      // The frame's data is kept current by view-models; navigation need not reload it.
      shouldRevalidate: () => false,
      children: [
        // The home page's banner slots load beside its menu (content/HomeBanners.tsx).
        { id: HOME_BANNERS_ROUTE, loader: () => pageData.content.banners(HOME_BANNER_SLOTS), children: [
        { index: true, element: <HomePage />, loader: () => pageData.menu(), handle: handle(() => ({ title: `${SHOP_NAME} — спортивные товары`, canonical: '/' })) },
        ] },
        // Catalogue pages carry their SEO text and tags under them (content/CatalogSeoLayout.tsx).
        { element: <CatalogSeoLayout />, loader: catalogSeoLoader(pageData), shouldRevalidate: seoShouldRevalidate, children: [
        { path: 'catalog/product/search.do', element: <CatalogPage />, loader: catalogLoader(pageData), handle: handle(catalogMeta) },
        { path: 'catalog/*', element: <CatalogPage />, loader: catalogLoader(pageData), handle: handle(catalogMeta) },
        ] },
        { path: 'compare', element: <ComparePage />, loader: () => pageData.comparison(), handle: handle(compareMeta) },
        // No data of its own: the null only lets its head apply (meta.ts pageMeta skips routes without data).
        { path: 'login', element: <LoginPage />, loader: () => null, handle: handle(loginMeta) },
        {
          path: 'product/:productId',
          element: <ProductPage />,
          loader: async ({ params }) => orThrow(await pageData.product(params.productId ?? '')),
          handle: handle(productMeta),
        },
        { path: 'stores', element: <StoresPage />, loader: async () => orThrow(await pageData.shops(undefined)), handle: handle(storesMeta) },
        { path: 'stores/hash/:geocode', element: <StoresPage />, loader: async ({ params }) => orThrow(await pageData.shops(params.geocode)), handle: handle(storesMeta) },
        { path: 'store/:shopNumber', element: <ShopPage />, loader: async ({ params }) => orThrow(await pageData.shop(params.shopNumber ?? '')), handle: handle(shopMeta) },
        ...contentRoutes(pageData),
        { path: 'pickup/:shopNumber', element: <ShopPage />, loader: async ({ params }) => orThrow(await pageData.shop(params.shopNumber ?? '')), handle: handle(shopMeta) },
        { path: 'payment-delivery/:geoPoint', element: <StaticPage />, loader: async () => orThrow(await pageData.staticPage('/payment-delivery/')), handle: handle(staticPageMeta) },
        ...STATIC_PAGE_PATHS.map((path) => ({
          path,
          element: <StaticPage />,
          loader: async () => orThrow(await pageData.staticPage(`/${STATIC_PAGE_ALIASES[path] ?? path}/`)),
          handle: handle(staticPageMeta),
        })),
        ...wishlistRoutes(pageData),
        ...recentRoutes(pageData),
        ...orderHistoryRoutes(pageData),
        ...returnRoutes(pageData),
        ...accountRoutes(pageData),
        ...personalRoutes(pageData),
        ...subscriptionsRoutes(pageData),
        ...proProfileRoutes(pageData),
        ...inboxRoutes(pageData),
        ...reviewRoutes(pageData),
        ...sellerRoutes(pageData),
        tagRoute(pageData),
        ...giftCardRoutes(pageData),
        ...clubRoutes(pageData),
        ...lookZoneRoutes(pageData),
        ...shopServiceRoutes(pageData),
        ...proRoutes(pageData),
        { path: 'cart/thanks/:orderNumber', element: <ThanksPage />, loader: async ({ params }) => orThrow(await pageData.order(params.orderNumber ?? '')), handle: handle(thanksMeta) },
        { path: 'cart', element: <CartPage />, handle: handle(() => ({ title: titled('Корзина') })) },
        {
          path: '*',
          element: <ErrorPage />,
          loader: () => {
            throw data(null, { status: 404 });
          },
        },
      ],
    },
  ];
}
