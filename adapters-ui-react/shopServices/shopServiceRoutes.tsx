import type { RouteObject } from 'react-router';
import type { PageData } from '../pageData';
import type { RouteHandle } from '../meta';
import { orThrow } from '../orThrow';
import { ServicesPage, servicesMeta } from './ServicesPage';
import { ServiceListPage, serviceListMeta } from './ServiceListPage';
import { ServicePage, serviceMeta } from './ServicePage';

/** /service/, /services/{category}/{subcategory}* and /service/{id} (spec §2 «services»); unknown ones are 404. */
export function shopServiceRoutes(pageData: PageData): RouteObject[] {
  return [
    { path: 'service', element: <ServicesPage />, loader: () => pageData.clubLooks.serviceCatalog(), handle: { meta: servicesMeta } satisfies RouteHandle },
    {
      path: 'services/:category/:subcategory/*',
      element: <ServiceListPage />,
      loader: async ({ params }) => orThrow(await pageData.clubLooks.serviceList(params.category ?? '', params.subcategory ?? '')),
      handle: { meta: serviceListMeta } satisfies RouteHandle,
    },
    { path: 'service/:serviceId', element: <ServicePage />, loader: async ({ params }) => orThrow(await pageData.clubLooks.service(params.serviceId ?? '')), handle: { meta: serviceMeta } satisfies RouteHandle },
  ];
}
