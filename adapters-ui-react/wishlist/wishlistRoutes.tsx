import { data, type RouteObject } from 'react-router';
import { isMissing, type PageData } from '../pageData';
import type { RouteHandle } from '../meta';
import { WishlistPage, wishlistMeta } from '../pages/WishlistPage';
import { CustomListPage, customListMeta } from '../pages/CustomListPage';

const PAGE = /^[1-9]\d{0,3}$/;

/** /profile/wishlist/ (?page=N) and /profile/wishlist/custom-list/{id}/ (spec §2 Profile routes). */
export function wishlistRoutes(pageData: PageData): RouteObject[] {
  return [
    {
      path: 'profile/wishlist',
      element: <WishlistPage />,
      loader: ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        if (!PAGE.test(page)) throw data(null, { status: 400 });
        return pageData.wishlist(Number(page));
      },
      handle: { meta: wishlistMeta } satisfies RouteHandle,
    },
    {
      path: 'profile/wishlist/custom-list/:listId',
      element: <CustomListPage />,
      loader: async ({ params }) => {
        const list = await pageData.customList(params.listId ?? '');
        if (isMissing(list)) throw data(null, { status: list.missing });
        return list;
      },
      handle: { meta: customListMeta } satisfies RouteHandle,
    },
  ];
}
