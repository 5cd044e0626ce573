import { data, type RouteObject } from 'react-router';
import { isMissing, type PageData, type PageMissing } from '../pageData';
import type { RouteHandle } from '../meta';
import { OrderReturnPage, orderReturnMeta } from './OrderReturnPage';
import { ReturnPage, returnMeta } from './ReturnPage';
import { ReturnsPage, returnsMeta } from './ReturnsPage';

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
      element: <ReturnsPage />,
      loader: ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        if (!PAGE.test(page)) throw data(null, { status: 400 });
        return pageData.returns.list(Number(page));
      },
      handle: { meta: returnsMeta } satisfies RouteHandle,
    },
    { path: 'profile/returns/:id', element: <ReturnPage />, loader: ({ params }) => orMissing(pageData.returns.detail(params.id ?? '')), handle: { meta: returnMeta } satisfies RouteHandle },
    { path: 'profile/order_return/:orderNumber', element: <OrderReturnPage />, loader: ({ params }) => orMissing(pageData.returns.draft(params.orderNumber ?? '')), handle: { meta: orderReturnMeta } satisfies RouteHandle },
  ];
}
