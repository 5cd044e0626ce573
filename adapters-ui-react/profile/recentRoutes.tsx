import { redirect, type RouteObject } from 'react-router';
import type { PageData } from '../pageData';
import { lazyPage } from '../lazyPage';

/** Personal sales have one page, the catalogue's: the profile's section leads there (docs/profile.md). */
const PERSONAL_SALES_PATH = '/catalog/pers_sale/';

/** /profile/recentlist/ and /profile/pers_sale/ (302 to the catalogue's personal sales on the server and in the browser's router). */
export function recentRoutes(pageData: PageData): RouteObject[] {
  return [
    {
      path: 'profile/recentlist',
      ...lazyPage(
        'profile/RecentListPage',
        () => import('./RecentListPage'),
        (m) => ({ element: <m.RecentListPage />, meta: m.recentListMeta }),
      ),
      loader: () => pageData.recentList(),
    },
    { path: 'profile/pers_sale', loader: () => redirect(PERSONAL_SALES_PATH, 302) },
  ];
}
