import type { LoaderFunctionArgs } from 'react-router';
import type { PageData } from '../pageData';

export const PAST_PATH = '/promo/proshedshie/';
export const isPast = (pathname: string) => pathname.replace(/\/?$/, '/') === PAST_PATH;

/** Running promotions at /promo/, finished ones at /promo/proshedshie/ (spec §2 Routes, §7 GET /publications). */
export const publicationsLoader =
  (pageData: PageData) =>
  ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? '1');
    if (!Number.isInteger(page) || page < 1 || page > 277) return { missing: 404 } as const;
    return pageData.content.publications({ types: ['PROMO'], page, isActive: !isPast(url.pathname) });
  };
