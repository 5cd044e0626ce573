import type { RouteObject } from 'react-router';
import type { PageData } from '../pageData';
import type { RouteHandle } from '../meta';
import { IndividualPage, individualMeta } from './IndividualPage';
import { JoinPage, joinMeta } from './JoinPage';
import { ProInvitationPage, proInvitationMeta } from './ProInvitationPage';
import { TrainerProfilePage, trainerMeta } from './TrainerProfilePage';

/** Longest code the join page reads from ?code=: room for spaces and dashes around the 8 characters. */
const MAX_TYPED_CODE = 20;

/** /pro-invitation/ and its children trainer-profile, join and individual (spec §2; docs/pro-programme.md). */
export function proRoutes(pageData: PageData): RouteObject[] {
  return [
    // No data of its own: the null only lets its head apply (meta.ts pageMeta skips routes without data).
    { path: 'pro-invitation', element: <ProInvitationPage />, loader: () => null, handle: { meta: proInvitationMeta } satisfies RouteHandle },
    { path: 'pro-invitation/trainer-profile', element: <TrainerProfilePage />, loader: () => pageData.pro.trainer(), handle: { meta: trainerMeta } satisfies RouteHandle },
    {
      path: 'pro-invitation/join', element: <JoinPage />,
      loader: ({ request }) => pageData.pro.join((new URL(request.url).searchParams.get('code') ?? '').trim().slice(0, MAX_TYPED_CODE)),
      handle: { meta: joinMeta } satisfies RouteHandle,
    },
    { path: 'pro-invitation/individual', element: <IndividualPage />, loader: () => pageData.pro.individual(), handle: { meta: individualMeta } satisfies RouteHandle },
  ];
}
