import { data, type RouteObject } from 'react-router';
import { isMissing, type PageData } from '../pageData';
import type { RouteHandle } from '../meta';
import { AddressesPage, addressesMeta } from './AddressesPage';
import { BonusesPage, bonusesMeta } from './BonusesPage';
import { PromoCodesPage, promoCodesMeta } from './PromoCodesPage';

/** /profile/addresses/, /profile/bonuses/ (?dateBegin&dateEnd) and /profile/promocodes/ (spec §2 Profile routes). */
export function accountRoutes(pageData: PageData): RouteObject[] {
  return [
    { path: 'profile/addresses', element: <AddressesPage />, loader: () => pageData.deliveryAddresses(), handle: { meta: addressesMeta } satisfies RouteHandle },
    {
      path: 'profile/bonuses',
      element: <BonusesPage />,
      loader: async ({ request }) => {
        const page = await pageData.bonuses(new URL(request.url).search);
        if (isMissing(page)) throw data(null, { status: page.missing });
        return page;
      },
      handle: { meta: bonusesMeta } satisfies RouteHandle,
    },
    { path: 'profile/promocodes', element: <PromoCodesPage />, loader: () => pageData.promoCodes(), handle: { meta: promoCodesMeta } satisfies RouteHandle },
  ];
}
