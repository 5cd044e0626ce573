import { redirect, type RouteObject } from 'react-router';
import type { PageData } from '../pageData';
import { lazyPage } from '../lazyPage';
import { PERSONAL_PATH } from './personalPath';

/** /profile/ opens personal data (302 on the server, a redirect in the browser's router), /profile/personal/ itself and /profile/delete (spec §2 Profile routes). */
export function personalRoutes(pageData: PageData): RouteObject[] {
  return [
    { path: 'profile', loader: () => redirect(PERSONAL_PATH, 302) },
    {
      path: 'profile/personal',
      ...lazyPage(
        'profile/PersonalPage',
        () => import('./PersonalPage'),
        (m) => ({ element: <m.PersonalPage />, meta: m.personalMeta }),
      ),
      loader: () => pageData.personalData(),
    },
    {
      path: 'profile/delete',
      ...lazyPage(
        'profile/DeleteProfilePage',
        () => import('./DeleteProfilePage'),
        (m) => ({ element: <m.DeleteProfilePage />, meta: m.deleteProfileMeta }),
      ),
      loader: () => pageData.personalData(),
    },
  ];
}
