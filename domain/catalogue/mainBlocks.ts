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
export const BRAND_STRIP = 12;
