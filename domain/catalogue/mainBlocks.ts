/**
 * The home page's product carousels (spec §7 GET /main/blocks, POST /recommendations): what each shows, under
 * which heading, and where its «Смотреть все» leads when the catalogue has a page for it.
 */
export const MAIN_BLOCKS = [
  { code: 'HITS', title: 'Хиты продаж' },
  { code: 'DAILY_OFFER', title: 'Товар дня', url: '/catalog/daily-offer/' },
  { code: 'NEW', title: 'Новинки' },
  { code: 'SALE', title: 'Распродажа' },
] as const;
export type MainBlockCode = (typeof MAIN_BLOCKS)[number]['code'];

/** The personal carousel, answered by POST /recommendations for the signed-in customer. */
export const RECENTLY_VIEWED_BLOCK = { code: 'RECENTLY_VIEWED', title: 'Вы смотрели', url: '/profile/recentlist/' } as const;

/** Cards per carousel: two screens on a wide monitor. */
export const MAIN_BLOCK_SIZE = 12;
/** Category tiles: two rows of four. */
export const CATEGORY_TILES = 8;
/** Brands in the home page's strip. */
const BRAND_STRIP = 12;
/** The slot of the top brands (spec §7 GET /top-brands?slots, default SM30_BRANDS_TOPBRANDS): the home page's strip. */
export const TOP_BRANDS_SLOT = 'SM30_BRANDS_TOPBRANDS';

/**
 * The brands of the home page's strip and of the top-brands slot (spec §7 GET /main/blocks, GET /top-brands): the best
 * sellers that have a product to picture them with, at most BRAND_STRIP.
 */
export function topBrands<B extends { readonly topProductId: string | null }>(ranked: readonly B[]): readonly B[] {
  return ranked.filter((b) => b.topProductId !== null).slice(0, BRAND_STRIP);
}
