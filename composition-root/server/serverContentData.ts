import * as E from 'fp-ts/Either';
import type { ContentData } from '../../adapters-ui-react/contentData';
import type { ServerUseCases } from '../../adapters-http/server/serverDeps';
import { encodeBanners } from '../../adapters-http/server/routes/bannerRoutes';
import { encodeSeo } from '../../adapters-http/server/routes/seoRoutes';
import { encodePublication, encodePublicationList } from '../../adapters-http/server/routes/publicationRoutes';
import { encodeShop } from '../../adapters-http/server/routes/shopRoutes';

/** Content data for server rendering: the use-cases in process, encoded as the API does. */
export function serverContentData(useCases: ServerUseCases, ownerKey: string): ContentData {
  return {
    banners: async (slots, category) => encodeBanners(await useCases.bannersBySlot(slots, category)),
    seo: async (url) => encodeSeo(await useCases.seoForUrl(url)),
    publications: async (query) => encodePublicationList(await useCases.listPublications(query)),
    publication: async (url) => {
      const found = await useCases.getPublication(url);
      return E.isRight(found) ? encodePublication(found.right) : { missing: 404 };
    },
    pickupPoints: async (geoPoint) => {
      const list = await useCases.listShops(ownerKey, { kind: 'PICKUP_POINT', geoPoint });
      return E.isRight(list) ? { cityName: list.right.cityName, shops: list.right.shops.map(encodeShop) } : { missing: 404 };
    },
  };
}
