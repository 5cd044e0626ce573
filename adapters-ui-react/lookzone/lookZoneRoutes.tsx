import type { RouteObject } from 'react-router';
import type { PageData } from '../pageData';
import type { RouteHandle } from '../meta';
import { orThrow } from '../orThrow';
import { LookZonePage, lookZoneMeta } from './LookZonePage';
import { LookPage, lookMeta } from './LookPage';

/** /lookzone/, /lookzone/catalog/{category} and /lookzone/{id} (spec §2 «kit list», «kit»); unknown ones are 404. */
export function lookZoneRoutes(pageData: PageData): RouteObject[] {
  const list = { element: <LookZonePage />, handle: { meta: lookZoneMeta } satisfies RouteHandle };
  return [
    { path: 'lookzone', ...list, loader: async () => orThrow(await pageData.clubLooks.looks(undefined)) },
    { path: 'lookzone/catalog/:category', ...list, loader: async ({ params }) => orThrow(await pageData.clubLooks.looks(params.category ?? '')) },
    { path: 'lookzone/:kitId', element: <LookPage />, loader: async ({ params }) => orThrow(await pageData.clubLooks.look(params.kitId ?? '')), handle: { meta: lookMeta } satisfies RouteHandle },
  ];
}
