import type { RouteObject } from 'react-router';
import type { PageData } from '../pageData';
import { lazyPage } from '../lazyPage';

/** /profile/subscriptions/ (spec §2 Profile routes). */
export function subscriptionsRoutes(pageData: PageData): RouteObject[] {
  return [
    {
      path: 'profile/subscriptions',
      ...lazyPage(
        'profile/SubscriptionsPage',
        () => import('./SubscriptionsPage'),
        (m) => ({ element: <m.SubscriptionsPage />, meta: m.subscriptionsMeta }),
      ),
      loader: () => pageData.subscriptions(),
    },
  ];
}
