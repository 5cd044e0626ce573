import type { RouteObject } from 'react-router';
import type { PageData } from '../pageData';
import { lazyPage } from '../lazyPage';

/** Longest code the join page reads from ?code=: room for spaces and dashes around the 8 characters. */
const MAX_TYPED_CODE = 20;

/** /pro-invitation/ and its children trainer-profile, join and individual (spec §2; docs/pro-programme.md). */
export function proRoutes(pageData: PageData): RouteObject[] {
  return [
    // No data of its own: the null only lets its head apply (meta.ts pageMeta skips routes without data).
    {
      path: 'pro-invitation',
      ...lazyPage(
        'pro/ProInvitationPage',
        () => import('./ProInvitationPage'),
        (m) => ({ element: <m.ProInvitationPage />, meta: m.proInvitationMeta }),
      ),
      loader: () => null,
    },
    {
      path: 'pro-invitation/trainer-profile',
      ...lazyPage(
        'pro/TrainerProfilePage',
        () => import('./TrainerProfilePage'),
        (m) => ({ element: <m.TrainerProfilePage />, meta: m.trainerMeta }),
      ),
      loader: () => pageData.pro.trainer(),
    },
    {
      path: 'pro-invitation/join',
      ...lazyPage(
        'pro/JoinPage',
        () => import('./JoinPage'),
        (m) => ({ element: <m.JoinPage />, meta: m.joinMeta }),
      ),
      loader: ({ request }) => pageData.pro.join((new URL(request.url).searchParams.get('code') ?? '').trim().slice(0, MAX_TYPED_CODE)),
    },
    {
      path: 'pro-invitation/individual',
      ...lazyPage(
        'pro/IndividualPage',
        () => import('./IndividualPage'),
        (m) => ({ element: <m.IndividualPage />, meta: m.individualMeta }),
      ),
      loader: () => pageData.pro.individual(),
    },
  ];
}
