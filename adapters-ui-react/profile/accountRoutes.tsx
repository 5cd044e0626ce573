import { data, type RouteObject } from 'react-router';
import { isMissing, type PageData } from '../pageData';
import { lazyPage } from '../lazyPage';

/** /profile/addresses/, /profile/bonuses/ (?dateBegin&dateEnd) and /profile/promocodes/ (spec §2 Profile routes). */
export function accountRoutes(pageData: PageData): RouteObject[] {
  return [
    {
      path: 'profile/addresses',
      ...lazyPage(
        'profile/AddressesPage',
        () => import('./AddressesPage'),
        (m) => ({ element: <m.AddressesPage />, meta: m.addressesMeta }),
      ),
      loader: () => pageData.deliveryAddresses(),
    },
    {
      path: 'profile/bonuses',
      ...lazyPage(
        'profile/BonusesPage',
        () => import('./BonusesPage'),
        (m) => ({ element: <m.BonusesPage />, meta: m.bonusesMeta }),
      ),
      loader: async ({ request }) => {
        const page = await pageData.bonuses(new URL(request.url).search);
        if (isMissing(page)) throw data(null, { status: page.missing });
        return page;
      },
    },
    {
      path: 'profile/promocodes',
      ...lazyPage(
        'profile/PromoCodesPage',
        () => import('./PromoCodesPage'),
        (m) => ({ element: <m.PromoCodesPage />, meta: m.promoCodesMeta }),
      ),
      loader: () => pageData.promoCodes(),
    },
  ];
}
