import { data, type RouteObject } from 'react-router';
import { isMissing, type PageData } from '../pageData';
import { lazyPage } from '../lazyPage';

/** /seller/{sellerId}/ (spec §2 Routes), page 1..277 by ?page. */
export function sellerRoutes(pageData: PageData): RouteObject[] {
  return [
    {
      path: 'seller/:sellerId',
      ...lazyPage(
        'availability/SellerPage',
        () => import('./SellerPage'),
        (m) => ({ element: <m.SellerPage />, meta: m.sellerMeta }),
      ),
      loader: async ({ params, request }) => {
        const seller = await pageData.seller(params.sellerId ?? '', new URL(request.url).searchParams.get('page') ?? '1');
        if (isMissing(seller)) throw data(null, { status: seller.missing });
        return seller;
      },
    },
  ];
}
