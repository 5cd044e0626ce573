import { data, type RouteObject } from 'react-router';
import { isMissing, type PageData, type PageMissing } from '../pageData';
import { lazyPage } from '../lazyPage';

const PAGE = /^[1-9]\d{0,5}$/;

const orMissing = async <A extends object>(loaded: Promise<A | PageMissing>): Promise<A> => {
  const value = await loaded;
  if (isMissing(value)) throw data(null, { status: value.missing });
  return value;
};

/** /profile/returns/, /profile/returns/{id}/ and /profile/order_return/{orderNumber} (spec §2 Profile routes). */
export function returnRoutes(pageData: PageData): RouteObject[] {
  return [
    {
      path: 'profile/returns',
      ...lazyPage(
        'returns/ReturnsPage',
        () => import('./ReturnsPage'),
        (m) => ({ element: <m.ReturnsPage />, meta: m.returnsMeta }),
      ),
      loader: ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        if (!PAGE.test(page)) throw data(null, { status: 400 });
        return pageData.returns.list(Number(page));
      },
    },
    {
      path: 'profile/returns/:id',
      ...lazyPage(
        'returns/ReturnPage',
        () => import('./ReturnPage'),
        (m) => ({ element: <m.ReturnPage />, meta: m.returnMeta }),
      ),
      loader: ({ params }) => orMissing(pageData.returns.detail(params.id ?? '')),
    },
    {
      path: 'profile/order_return/:orderNumber',
      ...lazyPage(
        'returns/OrderReturnPage',
        () => import('./OrderReturnPage'),
        (m) => ({ element: <m.OrderReturnPage />, meta: m.orderReturnMeta }),
      ),
      loader: ({ params }) => orMissing(pageData.returns.draft(params.orderNumber ?? '')),
    },
  ];
}
