import * as E from 'fp-ts/Either';
import type { ContentData } from '../../adapters-ui-react/contentData';
import type { bannersBySlot } from '../../application/shell/bannersBySlot';
import type { getPublication } from '../../application/shell/getPublication';
import type { listPublications } from '../../application/shell/listPublications';
import type { listShops } from '../../application/shell/listShops';
import type { seoForUrl } from '../../application/shell/seoForUrl';
import { encodeBanners } from '../../adapters-http/server/routes/bannerRoutes';
import { encodeSeo } from '../../adapters-http/server/routes/seoRoutes';
import { encodePublication, encodePublicationList } from '../../adapters-http/server/routes/publicationRoutes';
import { encodeShop } from '../../adapters-http/server/routes/shopRoutes';

/** What the content pages read. */
interface ContentUseCases {
  readonly bannersBySlot: ReturnType<typeof bannersBySlot>;
  readonly seoForUrl: ReturnType<typeof seoForUrl>;
  readonly listPublications: ReturnType<typeof listPublications>;
  readonly getPublication: ReturnType<typeof getPublication>;
  readonly listShops: ReturnType<typeof listShops>;
}

/** Content data for server rendering: the use-cases in process, encoded as the API does. */
export function serverContentData(useCases: ContentUseCases, ownerKey: string): ContentData {
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
