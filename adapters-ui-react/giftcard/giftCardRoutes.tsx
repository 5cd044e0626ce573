import type { RouteObject } from 'react-router';
import type { PageData } from '../pageData';
import { lazyPage } from '../lazyPage';
import { orThrow } from '../orThrow';
import type { GiftCardSection } from './GiftCardInfoPage';

const missing = () => ({ missing: 404 as const });

/** /giftcard/ with its aliases, /giftcard/corporate/, /giftcard/e-giftcard and /giftcard/cart (spec §2 Routes; docs/giftcards.md). */
export function giftCardRoutes(pageData: PageData): RouteObject[] {
  // No data of their own: the null only lets the head apply (meta.ts pageMeta skips routes without data).
  const info = (section?: GiftCardSection) => ({
    ...lazyPage(
      'giftcard/GiftCardInfoPage',
      () => import('./GiftCardInfoPage'),
      (m) => ({ element: <m.GiftCardInfoPage section={section} />, meta: m.giftCardInfoMeta }),
    ),
    loader: () => null,
  });
  return [
    { path: 'giftcard', ...info() },
    { path: 'giftcard/faq', ...info('faq') },
    { path: 'giftcard/rules', ...info('rules') },
    {
      path: 'giftcard/corporate',
      ...lazyPage(
        'giftcard/CorporatePage',
        () => import('./CorporatePage'),
        (m) => ({ element: <m.CorporatePage />, meta: m.corporateMeta }),
      ),
      loader: () => null,
    },
    {
      path: 'giftcard/e-giftcard',
      ...lazyPage(
        'giftcard/EgcBuyPage',
        () => import('./EgcBuyPage'),
        (m) => ({ element: <m.EgcBuyPage />, meta: m.egcBuyMeta }),
      ),
      loader: async () => (pageData.giftCards ? pageData.giftCards.designs() : orThrow(missing())),
    },
    {
      path: 'giftcard/cart',
      ...lazyPage(
        'giftcard/EgcCartPage',
        () => import('./EgcCartPage'),
        (m) => ({ element: <m.EgcCartPage />, meta: m.egcCartMeta }),
      ),
      loader: async ({ request }) => orThrow(pageData.giftCards ? await pageData.giftCards.cart(new URL(request.url).searchParams.get('invoice')) : missing()),
    },
  ];
}
