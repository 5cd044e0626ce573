import { data, type RouteObject } from 'react-router';
import { isMissing, type PageData } from '../pageData';
import { lazyPage } from '../lazyPage';

const PAGE = /^[1-9]\d{0,3}$/;

/** /profile/wishlist/ (?page=N) and /profile/wishlist/custom-list/{id}/ (spec §2 Profile routes). */
export function wishlistRoutes(pageData: PageData): RouteObject[] {
  return [
    {
      path: 'profile/wishlist',
      ...lazyPage(
        'pages/WishlistPage',
        () => import('../pages/WishlistPage'),
        (m) => ({ element: <m.WishlistPage />, meta: m.wishlistMeta }),
      ),
      loader: ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        if (!PAGE.test(page)) throw data(null, { status: 400 });
        return pageData.wishlist(Number(page));
      },
    },
    {
      path: 'profile/wishlist/custom-list/:listId',
      ...lazyPage(
        'pages/CustomListPage',
        () => import('../pages/CustomListPage'),
        (m) => ({ element: <m.CustomListPage />, meta: m.customListMeta }),
      ),
      loader: async ({ params }) => {
        const list = await pageData.customList(params.listId ?? '');
        if (isMissing(list)) throw data(null, { status: list.missing });
        return list;
      },
    },
  ];
}
