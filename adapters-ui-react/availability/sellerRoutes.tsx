import { data, type RouteObject } from 'react-router';
import { isMissing, type PageData } from '../pageData';
import type { RouteHandle } from '../meta';
import { SellerPage, sellerMeta } from './SellerPage';

/** /seller/{sellerId}/ (spec §2 Routes), page 1..277 by ?page. */
export function sellerRoutes(pageData: PageData): RouteObject[] {
  return [{
    path: 'seller/:sellerId',
    element: <SellerPage />,
    loader: async ({ params, request }) => {
      const seller = await pageData.seller(params.sellerId ?? '', new URL(request.url).searchParams.get('page') ?? '1');
      if (isMissing(seller)) throw data(null, { status: seller.missing });
      return seller;
    },
    handle: { meta: sellerMeta } satisfies RouteHandle,
  }];
}
