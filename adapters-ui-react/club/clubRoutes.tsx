import { data, type RouteObject } from 'react-router';
import type { PageData } from '../pageData';
import { lazyPage } from '../lazyPage';
import { clubSection } from './clubSections';

/** /clubpro/rules/ and the programme's other sections /clubpro/{pathName}/ (spec §2); an unknown section is 404. */
export function clubRoutes(pageData: PageData): RouteObject[] {
  return [
    {
      path: 'clubpro/:pathName',
      ...lazyPage(
        'club/ClubPage',
        () => import('./ClubPage'),
        (m) => ({ element: <m.ClubPage />, meta: m.clubMeta }),
      ),
      loader: async ({ params }) => {
        if (!clubSection(params.pathName ?? '')) throw data(null, { status: 404 });
        return { pathName: params.pathName!, card: await pageData.clubLooks.clubCard() };
      },
    },
  ];
}
