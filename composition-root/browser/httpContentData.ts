import * as E from 'fp-ts/Either';
import type { ApiRequest } from '../../adapters-http/client/apiClient';
import { BannerList } from '../../adapters-http/contract/banners';
import { Publication, PublicationList } from '../../adapters-http/contract/publications';
import { Seo } from '../../adapters-http/contract/seo';
import { ShopList } from '../../adapters-http/contract/shops';
import type { ContentData } from '../../adapters-ui-react/contentData';
import { missingOr } from './missingOr';

/** Content data over the API, for navigation in the browser. Banners and SEO are extras: a failure shows none. */
export function httpContentData(request: ApiRequest): ContentData {
  return {
    banners: async (slots, category) =>
      E.getOrElse((): BannerList => ({ banners: [] }))(
        await request('GET', `/banners?slots=${slots.join(',')}${category ? `&category=${encodeURIComponent(category)}` : ''}`, BannerList),
      ),
    seo: async (url) => E.getOrElse((): Seo => ({ url, text: '', tags: [] }))(await request('POST', '/seo', Seo, { url })),
    publications: async ({ types, page, isActive }) =>
      missingOr(
        await request('GET', `/publications?types=${types.join(',')}&page=${page}${isActive === undefined ? '' : `&is-active=${isActive}`}`, PublicationList),
      ),
    publication: async (url) => missingOr(await request('POST', '/publications', Publication, { url })),
    pickupPoints: async (geoPoint) => missingOr(await request('GET', `/shops?kind=PICKUP_POINT&geoPoint=${encodeURIComponent(geoPoint)}`, ShopList)),
  };
}
