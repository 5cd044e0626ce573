import { data, type RouteObject } from 'react-router';
import type { PageData } from './pageData';
import { SHOP_NAME, titled } from './meta';
import { Shell } from './shell/Shell';
import { catalogLoader } from './pages/catalogLoader';
import { ErrorPage } from './pages/ErrorPage';
import { lazyPage } from './lazyPage';
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
import { tagRoute } from './pages/tagRoute';
import { giftCardRoutes } from './giftcard/giftCardRoutes';
import { STATIC_PAGE_ALIASES, STATIC_PAGE_PATHS } from './staticPagePaths';
import { HOME_BANNERS_ROUTE } from './content/HomeBanners';
import { HOME_BANNER_SLOTS } from '../adapters-http/contract/banners';
import { CatalogSeoLayout, catalogSeoLoader, seoShouldRevalidate } from './content/CatalogSeoLayout';
import { contentRoutes } from './content/contentRoutes';
import { clubRoutes } from './club/clubRoutes';
import { lookZoneRoutes } from './lookzone/lookZoneRoutes';
import { shopServiceRoutes } from './shopServices/shopServiceRoutes';
import { proRoutes } from './pro/proRoutes';

import { orThrow } from './orThrow';

// The shell's own pages, each in its chunk (lazyPage.ts).
const home = lazyPage(
  'pages/HomePage',
  () => import('./pages/HomePage'),
  (m) => ({ element: <m.HomePage />, meta: () => ({ title: `${SHOP_NAME} — спортивные товары`, canonical: '/' }) }),
);
const catalog = lazyPage(
  'pages/CatalogPage',
  () => import('./pages/CatalogPage'),
  (m) => ({ element: <m.CatalogPage />, meta: m.catalogMeta }),
);
const product = lazyPage(
  'pages/ProductPage',
  () => import('./pages/ProductPage'),
  (m) => ({ element: <m.ProductPage />, meta: m.productMeta }),
);
const stores = lazyPage(
  'pages/StoresPage',
  () => import('./pages/StoresPage'),
  (m) => ({ element: <m.StoresPage />, meta: m.storesMeta }),
);
const shop = lazyPage(
  'pages/ShopPage',
  () => import('./pages/ShopPage'),
  (m) => ({ element: <m.ShopPage />, meta: m.shopMeta }),
);
const staticPage = lazyPage(
  'pages/StaticPage',
  () => import('./pages/StaticPage'),
  (m) => ({ element: <m.StaticPage />, meta: m.staticPageMeta }),
);

/** Every page of the shop, with loaders that read through the given page data. */
export function createRoutes(pageData: PageData): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <Shell />,
      errorElement: (
        <Shell>
          <ErrorPage />
        </Shell>
      ),
      loader: () => pageData.shell(),
      // The frame's data is kept current by view-models; navigation need not reload it.
      shouldRevalidate: () => false,
      children: [
        // The home page's banner slots load beside its blocks (content/HomeBanners.tsx).
        {
          id: HOME_BANNERS_ROUTE,
          loader: () => pageData.content.banners(HOME_BANNER_SLOTS),
          children: [{ index: true, ...home, loader: () => pageData.home() }],
        },
        // Catalogue pages carry their SEO text and tags under them (content/CatalogSeoLayout.tsx).
        {
          element: <CatalogSeoLayout />,
          loader: catalogSeoLoader(pageData),
          shouldRevalidate: seoShouldRevalidate,
          children: [
            { path: 'catalog/product/search.do', ...catalog, loader: catalogLoader(pageData) },
            { path: 'catalog/*', ...catalog, loader: catalogLoader(pageData) },
          ],
        },
        {
          path: 'compare',
          ...lazyPage(
            'pages/ComparePage',
            () => import('./pages/ComparePage'),
            (m) => ({ element: <m.ComparePage />, meta: m.compareMeta }),
          ),
          loader: () => pageData.comparison(),
        },
        // No data of its own: the null only lets its head apply (meta.ts pageMeta skips routes without data).
        {
          path: 'login',
          ...lazyPage(
            'auth/LoginPage',
            () => import('./auth/LoginPage'),
            (m) => ({ element: <m.LoginPage />, meta: m.loginMeta }),
          ),
          loader: () => null,
        },
        { path: 'product/:productId', ...product, loader: async ({ params }) => orThrow(await pageData.product(params.productId ?? '')) },
        { path: 'stores', ...stores, loader: async () => orThrow(await pageData.shops(undefined)) },
        { path: 'stores/hash/:geocode', ...stores, loader: async ({ params }) => orThrow(await pageData.shops(params.geocode)) },
        { path: 'store/:shopNumber', ...shop, loader: async ({ params }) => orThrow(await pageData.shop(params.shopNumber ?? '')) },
        ...contentRoutes(pageData),
        { path: 'pickup/:shopNumber', ...shop, loader: async ({ params }) => orThrow(await pageData.shop(params.shopNumber ?? '')) },
        { path: 'payment-delivery/:geoPoint', ...staticPage, loader: async () => orThrow(await pageData.staticPage('/payment-delivery/')) },
        ...STATIC_PAGE_PATHS.map((path) => ({
          path,
          ...staticPage,
          loader: async () => orThrow(await pageData.staticPage(`/${STATIC_PAGE_ALIASES[path] ?? path}/`)),
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
        {
          path: 'cart/thanks/:orderNumber',
          ...lazyPage(
            'orders/ThanksPage',
            () => import('./orders/ThanksPage'),
            (m) => ({ element: <m.ThanksPage />, meta: m.thanksMeta }),
          ),
          loader: async ({ params }) => orThrow(await pageData.order(params.orderNumber ?? '')),
        },
        {
          path: 'cart',
          ...lazyPage(
            'pages/CartPage',
            () => import('./pages/CartPage'),
            (m) => ({ element: <m.CartPage />, meta: () => ({ title: titled('Корзина') }), parts: m.cartPageParts }),
          ),
        },
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
