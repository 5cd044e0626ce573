import type { RouteObject } from 'react-router';
import type { PageData } from '../pageData';
import type { RouteHandle } from '../meta';
import { orThrow } from '../orThrow';
import { CorporatePage, corporateMeta } from './CorporatePage';
import { EgcBuyPage, egcBuyMeta } from './EgcBuyPage';
import { EgcCartPage, egcCartMeta } from './EgcCartPage';
import { GiftCardInfoPage, giftCardInfoMeta } from './GiftCardInfoPage';

const handle = (meta: RouteHandle['meta']): RouteHandle => ({ meta });
const missing = () => ({ missing: 404 as const });

/** /giftcard/ with its aliases, /giftcard/corporate/, /giftcard/e-giftcard and /giftcard/cart (spec §2 Routes; docs/giftcards.md). */
export function giftCardRoutes(pageData: PageData): RouteObject[] {
  const info = { loader: () => null, handle: handle(giftCardInfoMeta) };
  return [
    { path: 'giftcard', element: <GiftCardInfoPage />, ...info },
    { path: 'giftcard/faq', element: <GiftCardInfoPage section="faq" />, ...info },
    { path: 'giftcard/rules', element: <GiftCardInfoPage section="rules" />, ...info },
    { path: 'giftcard/corporate', element: <CorporatePage />, loader: () => null, handle: handle(corporateMeta) },
    { path: 'giftcard/e-giftcard', element: <EgcBuyPage />, loader: async () => (pageData.giftCards ? pageData.giftCards.designs() : orThrow(missing())), handle: handle(egcBuyMeta) },
    {
      path: 'giftcard/cart',
      element: <EgcCartPage />,
      loader: async ({ request }) => orThrow(pageData.giftCards ? await pageData.giftCards.cart(new URL(request.url).searchParams.get('invoice')) : missing()),
      handle: handle(egcCartMeta),
    },
  ];
}
