import type { RouteObject } from 'react-router';
import type { PageData } from '../pageData';
import { lazyPage } from '../lazyPage';
import { orThrow } from '../orThrow';

/** /lookzone/, /lookzone/catalog/{category} and /lookzone/{id} (spec §2 «kit list», «kit»); unknown ones are 404. */
export function lookZoneRoutes(pageData: PageData): RouteObject[] {
  const list = lazyPage(
    'lookzone/LookZonePage',
    () => import('./LookZonePage'),
    (m) => ({ element: <m.LookZonePage />, meta: m.lookZoneMeta }),
  );
  return [
    { path: 'lookzone', ...list, loader: async () => orThrow(await pageData.clubLooks.looks(undefined)) },
    { path: 'lookzone/catalog/:category', ...list, loader: async ({ params }) => orThrow(await pageData.clubLooks.looks(params.category ?? '')) },
    {
      path: 'lookzone/:kitId',
      ...lazyPage(
        'lookzone/LookPage',
        () => import('./LookPage'),
        (m) => ({ element: <m.LookPage />, meta: m.lookMeta }),
      ),
      loader: async ({ params }) => orThrow(await pageData.clubLooks.look(params.kitId ?? '')),
    },
  ];
}
