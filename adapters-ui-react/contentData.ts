import type { BannerList } from '../adapters-http/contract/banners';
import type { Seo } from '../adapters-http/contract/seo';
import type { Publication, PublicationList } from '../adapters-http/contract/publications';
import type { ShopList } from '../adapters-http/contract/shops';

/** Which publications a list page shows (spec §7 GET /publications (types, page, is-active)). */
interface PublicationListQuery {
  readonly types: readonly ('PROMO' | 'NEWS')[];
  readonly page: number;
  readonly isActive?: boolean;
}

/** The page answers with this status (the shape of PageMissing in pageData.ts, which imports this file). */
type PageMissing = { readonly missing: 400 | 404 };

/**
 * The shell's content and pickup pages' data: banners by slot, SEO blocks, publications, pickup points by
 * geohash. Part of PageData (`pageData.content`), in process on the server and over the API in the browser.
 */
export interface ContentData {
  readonly banners: (slots: readonly string[], category?: string) => Promise<BannerList>;
  readonly seo: (url: string) => Promise<Seo>;
  readonly publications: (query: PublicationListQuery) => Promise<PublicationList | PageMissing>;
  /** A publication by its page URL (/publication/{id}/, /promo/{id}/, /news/{id}/). */
  readonly publication: (url: string) => Promise<Publication | PageMissing>;
  /** Pickup points near a geohash (spec §2 /pickup/hash/{geocode}/). */
  readonly pickupPoints: (geoPoint: string) => Promise<ShopList | PageMissing>;
}
