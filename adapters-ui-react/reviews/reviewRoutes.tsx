import { data, type RouteObject } from 'react-router';
import { isMissing, type PageData } from '../pageData';
import { lazyPage } from '../lazyPage';

/** /product/{id}/reviews/ and /product/{id}/faq/ (spec §2 Routes). */
export function reviewRoutes(pageData: PageData): RouteObject[] {
  return (['reviews', 'faq'] as const).map((path) => ({
    path: `product/:productId/${path}`,
    ...lazyPage(
      'reviews/ProductTalkPage',
      () => import('./ProductTalkPage'),
      (m) => ({ element: <m.ProductTalkPage />, meta: m.productTalkMeta }),
    ),
    loader: async ({ params, request }) => {
      const talk = await pageData.productTalk(params.productId ?? '', path === 'reviews' ? 'reviews' : 'questions', new URL(request.url).search);
      if (isMissing(talk)) throw data(null, { status: talk.missing });
      return talk;
    },
  }));
}
