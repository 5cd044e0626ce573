import type { RouteObject } from 'react-router';
import type { PageData } from '../pageData';
import { orThrow } from '../orThrow';
import { lazyPage } from '../lazyPage';
import { storesByIdLoader } from '../pages/storesByIdLoader';
import { publicationsLoader } from './publicationsLoader';

/**
 * The shell's content and geohash routes (spec §2 Routes): /promo (and /promo/proshedshie/), /publication/{id}
 * with its aliases /promo/{id} and /news/{id}, /stores/{id}/ and /pickup/hash/{geocode}/.
 */
export function contentRoutes(pageData: PageData): RouteObject[] {
  const publication: Pick<RouteObject, 'lazy' | 'loader'> = {
    ...lazyPage(
      'content/PublicationPage',
      () => import('./PublicationPage'),
      (m) => ({ element: <m.PublicationPage />, meta: m.publicationMeta }),
    ),
    loader: async ({ request }) => orThrow(await pageData.content.publication(new URL(request.url).pathname)),
  };
  const publications: Pick<RouteObject, 'lazy' | 'loader'> = {
    ...lazyPage(
      'content/PublicationsPage',
      () => import('./PublicationsPage'),
      (m) => ({ element: <m.PublicationsPage />, meta: m.publicationsMeta }),
    ),
    loader: async (args) => orThrow(await publicationsLoader(pageData)(args)),
  };
  return [
    { path: 'promo', ...publications },
    { path: 'promo/proshedshie', ...publications },
    { path: 'publication/:id', ...publication },
    { path: 'promo/:id', ...publication },
    { path: 'news/:id', ...publication },
    {
      path: 'stores/:id',
      ...lazyPage(
        'pages/StoresById',
        () => import('../pages/StoresById'),
        (m) => ({ element: <m.StoresById />, meta: m.storesByIdMeta }),
      ),
      loader: storesByIdLoader(pageData),
    },
    {
      path: 'pickup/hash/:geocode',
      ...lazyPage(
        'pages/StoresPage',
        () => import('../pages/StoresPage'),
        (m) => ({ element: <m.StoresPage kind="PICKUP_POINT" />, meta: m.pickupPointsMeta }),
      ),
      loader: async ({ params }) => orThrow(await pageData.content.pickupPoints(params.geocode ?? '')),
    },
  ];
}
