import * as t from 'io-ts';
import type { MainMenu } from './catalog';

/**
 * A brand or sport link: brands carry their logo (spec §3 Brand image), both the catalogue picture of their
 * best seller (spec §9 brand panel «with catalogue images»).
 */
export const DirectoryLink = t.intersection([t.type({ id: t.string, name: t.string, url: t.string }), t.partial({ image: t.string, picture: t.string })]);
export type DirectoryLink = t.TypeOf<typeof DirectoryLink>;

/** GET /web-api/v1/brands: every brand with its catalogue page, best sellers first. */
export const BrandList = t.type({ brands: t.array(DirectoryLink) });
export type BrandList = t.TypeOf<typeof BrandList>;

/** GET /web-api/v1/sports: every sport with its catalogue page, most sold first. */
export const SportList = t.type({ sports: t.array(DirectoryLink) });
export type SportList = t.TypeOf<typeof SportList>;

const SLOT = /^[A-Za-z0-9_]{1,60}$/;

/** Query of GET /top-brands: comma-separated slots (at most 20); SM30_BRANDS_TOPBRANDS without it (spec §7). */
export const TopBrandsQuery = t.partial({
  slots: t.refinement(t.string, (s) => s.split(',').length <= 20 && s.split(',').every((slot) => SLOT.test(slot)), 'Slots'),
});

/** GET /top-brands: each asked slot with its brands, best sellers first; a slot the shop does not fill is empty. */
export const TopBrands = t.type({ slots: t.array(t.type({ slot: t.string, brands: t.array(DirectoryLink) })) });
export type TopBrands = t.TypeOf<typeof TopBrands>;

/** Body of POST /brands/_search (spec §7: ids): brand ids, at most 100. */
export const BrandSearchRequest = t.type({
  ids: t.refinement(t.array(t.string), (ids) => ids.length >= 1 && ids.length <= 100 && ids.every((id) => /^[\w-]{1,40}$/.test(id)), 'BrandIds'),
});

/** Where the brand and sport pages live (spec §2 Routes /catalog/brendy/, /catalog/vidy_sporta_/). */
export const ALL_BRANDS_URL = '/catalog/brendy/';
export const ALL_SPORTS_URL = '/catalog/vidy_sporta_/';
export const brandUrl = (urlCode: string) => `${ALL_BRANDS_URL}${urlCode}/`;
export const sportUrl = (urlCode: string) => `${ALL_SPORTS_URL}${urlCode}/`;
/** A brand's image for the brand panel (adapters-http/server/routes/brandLogoRoutes.ts). */
export const brandImageUrl = (urlCode: string) => `/media/brands/${urlCode}.svg`;

/** What the header's catalogue flyout shows; part of the shell data, and GET /menus/main/all in one answer. */
export interface HeaderMenu {
  readonly sections: MainMenu['sections'];
  readonly brands: BrandList['brands'];
  readonly sports: SportList['sports'];
}
