import { data, type RouteObject } from 'react-router';
import { isMissing, type PageData } from '../pageData';
import { lazyPage } from '../lazyPage';

const PAGE = /^[1-9]\d{0,5}$/;

/** /profile/order_history/ (?page=N) and /profile/order_history/{orderNumber} (spec §2 Profile routes). */
export function orderHistoryRoutes(pageData: PageData): RouteObject[] {
  return [
    {
      path: 'profile/order_history',
      ...lazyPage(
        'profile/OrderHistoryPage',
        () => import('./OrderHistoryPage'),
        (m) => ({ element: <m.OrderHistoryPage />, meta: m.orderHistoryMeta }),
      ),
      loader: ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        if (!PAGE.test(page)) throw data(null, { status: 400 });
        return pageData.orderHistory(Number(page));
      },
    },
    {
      path: 'profile/order_history/:orderNumber',
      ...lazyPage(
        'profile/ProfileOrderPage',
        () => import('./ProfileOrderPage'),
        (m) => ({ element: <m.ProfileOrderPage />, meta: m.profileOrderMeta }),
      ),
      loader: async ({ params }) => {
        const order = await pageData.profileOrder(params.orderNumber ?? '');
        if (isMissing(order)) throw data(null, { status: order.missing });
        return order;
      },
    },
  ];
}
