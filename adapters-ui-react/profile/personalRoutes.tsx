import { redirect, type RouteObject } from 'react-router';
import type { PageData } from '../pageData';
import type { RouteHandle } from '../meta';
import { PERSONAL_PATH, PersonalPage, personalMeta } from './PersonalPage';
import { DeleteProfilePage, deleteProfileMeta } from './DeleteProfilePage';

/** /profile/ opens personal data (302 on the server, a redirect in the browser's router), /profile/personal/ itself and /profile/delete (spec §2 Profile routes). */
export function personalRoutes(pageData: PageData): RouteObject[] {
  return [
    { path: 'profile', loader: () => redirect(PERSONAL_PATH, 302) },
    { path: 'profile/personal', element: <PersonalPage />, loader: () => pageData.personalData(), handle: { meta: personalMeta } satisfies RouteHandle },
    { path: 'profile/delete', element: <DeleteProfilePage />, loader: () => pageData.personalData(), handle: { meta: deleteProfileMeta } satisfies RouteHandle },
  ];
}
