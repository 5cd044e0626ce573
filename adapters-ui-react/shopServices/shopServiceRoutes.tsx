import type { RouteObject } from 'react-router';
import type { PageData } from '../pageData';
import { lazyPage } from '../lazyPage';
import { orThrow } from '../orThrow';

/** /service/, /services/{category}/{subcategory}* and /service/{id} (spec §2 «services»); unknown ones are 404. */
export function shopServiceRoutes(pageData: PageData): RouteObject[] {
  return [
    {
      path: 'service',
      ...lazyPage(
        'shopServices/ServicesPage',
        () => import('./ServicesPage'),
        (m) => ({ element: <m.ServicesPage />, meta: m.servicesMeta }),
      ),
      loader: () => pageData.clubLooks.serviceCatalog(),
    },
    {
      path: 'services/:category/:subcategory/*',
      ...lazyPage(
        'shopServices/ServiceListPage',
        () => import('./ServiceListPage'),
        (m) => ({ element: <m.ServiceListPage />, meta: m.serviceListMeta }),
      ),
      loader: async ({ params }) => orThrow(await pageData.clubLooks.serviceList(params.category ?? '', params.subcategory ?? '')),
    },
    {
      path: 'service/:serviceId',
      ...lazyPage(
        'shopServices/ServicePage',
        () => import('./ServicePage'),
        (m) => ({ element: <m.ServicePage />, meta: m.serviceMeta }),
      ),
      loader: async ({ params }) => orThrow(await pageData.clubLooks.service(params.serviceId ?? '')),
    },
  ];
}
