import type { RouteObject } from 'react-router';
import type { PageData } from '../pageData';
import type { RouteHandle } from '../meta';
import { ProProfilePage, proProfileMeta } from './ProProfilePage';

/** /profile/pro/ (spec §2 Profile routes: an individual sportsman profile; docs/pro-programme.md). */
export function proProfileRoutes(pageData: PageData): RouteObject[] {
  return [{ path: 'profile/pro', element: <ProProfilePage />, loader: () => pageData.pro.profile(), handle: { meta: proProfileMeta } satisfies RouteHandle }];
}
