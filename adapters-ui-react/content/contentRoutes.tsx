import type { RouteObject } from 'react-router';
import type { PageData } from '../pageData';
import { orThrow } from '../orThrow';
import type { RouteHandle } from '../meta';
import { StoresById, storesByIdLoader, storesByIdMeta } from '../pages/StoresById';
import { pickupPointsMeta, StoresPage } from '../pages/StoresPage';
import { PublicationsPage, publicationsLoader, publicationsMeta } from './PublicationsPage';
import { PublicationPage, publicationMeta } from './PublicationPage';

/**
 * The shell's content and geohash routes (spec §2 Routes): /promo (and /promo/proshedshie/), /publication/{id}
 * with its aliases /promo/{id} and /news/{id}, /stores/{id}/ and /pickup/hash/{geocode}/.
 */
export function contentRoutes(pageData: PageData): RouteObject[] {
  const publication: Pick<RouteObject, 'element' | 'loader' | 'handle'> = {
    element: <PublicationPage />,
    loader: async ({ request }) => orThrow(await pageData.content.publication(new URL(request.url).pathname)),
    handle: { meta: publicationMeta } satisfies RouteHandle,
  };
  const publications: Pick<RouteObject, 'element' | 'loader' | 'handle'> = {
    element: <PublicationsPage />,
    loader: async (args) => orThrow(await publicationsLoader(pageData)(args)),
    handle: { meta: publicationsMeta } satisfies RouteHandle,
  };
  return [
    { path: 'promo', ...publications },
    { path: 'promo/proshedshie', ...publications },
    { path: 'publication/:id', ...publication },
    { path: 'promo/:id', ...publication },
    { path: 'news/:id', ...publication },
    { path: 'stores/:id', element: <StoresById />, loader: storesByIdLoader(pageData), handle: { meta: storesByIdMeta } satisfies RouteHandle },
    {
      path: 'pickup/hash/:geocode',
      element: <StoresPage kind="PICKUP_POINT" />,
      loader: async ({ params }) => orThrow(await pageData.content.pickupPoints(params.geocode ?? '')),
      handle: { meta: pickupPointsMeta } satisfies RouteHandle,
    },
  ];
}
