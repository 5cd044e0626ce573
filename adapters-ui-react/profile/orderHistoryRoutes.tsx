import { data, type RouteObject } from 'react-router';
import { isMissing, type PageData } from '../pageData';
import type { RouteHandle } from '../meta';
import { OrderHistoryPage, orderHistoryMeta } from './OrderHistoryPage';
import { ProfileOrderPage, profileOrderMeta } from './ProfileOrderPage';

const PAGE = /^[1-9]\d{0,5}$/;

/** /profile/order_history/ (?page=N) and /profile/order_history/{orderNumber} (spec §2 Profile routes). */
export function orderHistoryRoutes(pageData: PageData): RouteObject[] {
  return [
    {
      path: 'profile/order_history',
      element: <OrderHistoryPage />,
      loader: ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        if (!PAGE.test(page)) throw data(null, { status: 400 });
        return pageData.orderHistory(Number(page));
      },
      handle: { meta: orderHistoryMeta } satisfies RouteHandle,
    },
    {
      path: 'profile/order_history/:orderNumber',
      element: <ProfileOrderPage />,
      loader: async ({ params }) => {
        const order = await pageData.profileOrder(params.orderNumber ?? '');
        if (isMissing(order)) throw data(null, { status: order.missing });
        return order;
      },
      handle: { meta: profileOrderMeta } satisfies RouteHandle,
    },
  ];
}
