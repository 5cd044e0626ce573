import type { RouteObject } from 'react-router';
import type { PageData } from '../pageData';
import type { RouteHandle } from '../meta';
import { SubscriptionsPage, subscriptionsMeta } from './SubscriptionsPage';

/** /profile/subscriptions/ (spec §2 Profile routes). */
export function subscriptionsRoutes(pageData: PageData): RouteObject[] {
  return [
    { path: 'profile/subscriptions', element: <SubscriptionsPage />, loader: () => pageData.subscriptions(), handle: { meta: subscriptionsMeta } satisfies RouteHandle },
  ];
}
