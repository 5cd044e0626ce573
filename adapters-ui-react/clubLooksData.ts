import type { Bonuses } from '../adapters-http/contract/profileAccount';
import type { Kit, KitCategories } from '../adapters-http/contract/kits';
import type { ServiceDetails, ServiceList, ServiceVariants, ServiceSubcategories } from '../adapters-http/contract/shopServices';

/** The page answers with this status (the shape of PageMissing in pageData.ts, which imports this file). */
type PageMissing = { readonly missing: 400 | 404 };

/** The club card of a signed-in customer, or nothing for a visitor (who is offered to join). */
export type ClubCardData = { readonly signedIn: false } | { readonly signedIn: true; readonly summary: Bonuses };

/** /lookzone/ and /lookzone/catalog/{category}: the looks' categories and the looks of one or all. */
export interface LookZoneData {
  readonly categories: KitCategories['categories'];
  /** The category the page is filtered by; null on /lookzone/. */
  readonly category: { readonly id: string; readonly name: string } | null;
  readonly kits: readonly Kit[];
}

/** /service/: the categories offered in the shopper's city, each with its subcategories. */
export interface ServiceCatalogData {
  readonly cityName: string;
  readonly categories: readonly (ServiceVariants['categories'][number] & { readonly subcategories: ServiceSubcategories['subcategories'] })[];
}

/** /services/{category}/{subcategory}: the subcategory's services and its siblings for navigation. */
export interface ServiceListData extends ServiceList {
  readonly siblings: ServiceSubcategories['subcategories'];
}

/**
 * Data of the club programme, look zone and workshop services pages (docs/club-looks-services.md). Part of
 * PageData (`pageData.clubLooks`), in process on the server and over the API in the browser.
 */
export interface ClubLooksData {
  readonly clubCard: () => Promise<ClubCardData>;
  /** All looks, or those of a category (404 for an unknown one). */
  readonly looks: (categoryId: string | undefined) => Promise<LookZoneData | PageMissing>;
  readonly look: (kitId: string) => Promise<Kit | PageMissing>;
  /** Service categories offered in the shopper's city, with their subcategories. */
  readonly serviceCatalog: () => Promise<ServiceCatalogData>;
  /** A subcategory's services by the page's url codes (404 for unknown ones). */
  readonly serviceList: (categoryCode: string, subcategoryCode: string) => Promise<ServiceListData | PageMissing>;
  readonly service: (serviceId: string) => Promise<ServiceDetails | PageMissing>;
}
