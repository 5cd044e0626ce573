import { data, type RouteObject } from 'react-router';
import type { PageData } from '../pageData';
import { lazyPage } from '../lazyPage';

const PAGE = /^[1-9]\d{0,5}$/;

/** The page number of the URL (?page=N, 1 when absent); anything else is the 400 page. */
function pageOf(request: Request): number {
  const page = new URL(request.url).searchParams.get('page') ?? '1';
  if (!PAGE.test(page)) throw data(null, { status: 400 });
  return Number(page);
}

/** /profile/notifications/ and /profile/appeals/ (spec §2 Profile routes), both paged by ?page=N. */
export function inboxRoutes(pageData: PageData): RouteObject[] {
  return [
    {
      path: 'profile/notifications',
      ...lazyPage(
        'profile/NotificationsPage',
        () => import('./NotificationsPage'),
        (m) => ({ element: <m.NotificationsPage />, meta: m.notificationsMeta }),
      ),
      loader: ({ request }) => pageData.notifications(pageOf(request)),
    },
    {
      path: 'profile/appeals',
      ...lazyPage(
        'profile/AppealsPage',
        () => import('./AppealsPage'),
        (m) => ({ element: <m.AppealsPage />, meta: m.appealsMeta }),
      ),
      loader: ({ request }) => pageData.appeals(pageOf(request)),
    },
  ];
}
