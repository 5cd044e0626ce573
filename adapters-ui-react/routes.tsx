import { data, type RouteObject } from 'react-router';
import type { PageData, PageMissing } from './pageData';
import { isMissing } from './pageData';
import { SHOP_NAME, titled, type RouteHandle } from './meta';
import { Shell } from './shell/Shell';
import { HomePage } from './pages/HomePage';
import { CatalogPage, catalogMeta } from './pages/CatalogPage';
import { ProductPage, productMeta } from './pages/ProductPage';
import { CartPage } from './pages/CartPage';
import { ErrorPage } from './pages/ErrorPage';

const orThrow = <T extends object>(value: T | PageMissing): T => {
  if (isMissing(value)) throw data(null, { status: value.missing });
  return value;
};

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
        { index: true, element: <HomePage />, loader: () => pageData.menu(), handle: handle(() => ({ title: `${SHOP_NAME} — спортивные товары`, canonical: '/' })) },
        {
          path: 'catalog/*',
          element: <CatalogPage />,
          loader: async ({ request, params }) => {
            if (!params['*']) return { tree: await pageData.menu() };
            const url = new URL(request.url);
            return { listing: orThrow(await pageData.catalog(url.pathname + url.search)) };
          },
          handle: handle(catalogMeta),
        },
        {
          path: 'product/:productId',
          element: <ProductPage />,
          loader: async ({ params }) => orThrow(await pageData.product(params.productId ?? '')),
          handle: handle(productMeta),
        },
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
