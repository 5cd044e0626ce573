import type { RouteObject } from 'react-router';
import type { PageData } from '../pageData';
import { lazyPage } from '../lazyPage';

/** /profile/pro/ (spec §2 Profile routes: an individual sportsman profile; docs/pro-programme.md). */
export function proProfileRoutes(pageData: PageData): RouteObject[] {
  return [
    {
      path: 'profile/pro',
      ...lazyPage(
        'profile/ProProfilePage',
        () => import('./ProProfilePage'),
        (m) => ({ element: <m.ProProfilePage />, meta: m.proProfileMeta }),
      ),
      loader: () => pageData.pro.profile(),
    },
  ];
}
