import { data, type RouteObject } from 'react-router';
import { isMissing, type PageData } from '../pageData';
import { lazyPage } from '../lazyPage';

/** The /tag/{tagName} route. */
export const tagRoute = (pageData: PageData): RouteObject => ({
  path: 'tag/:tagName',
  ...lazyPage(
    'pages/TagPage',
    () => import('./TagPage'),
    (m) => ({ element: <m.TagPage />, meta: m.tagMeta }),
  ),
  loader: async ({ params, request }) => {
    const page = await pageData.tag(params.tagName ?? '', new URL(request.url).searchParams.get('page') ?? '1');
    if (isMissing(page)) throw data(null, { status: page.missing });
    return page;
  },
});
