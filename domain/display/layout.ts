/** First year of the footer's year range (spec §2 Footer). */
const FOOTER_FIRST_YEAR = 1997;

/** Footer year range from 1997 to the given current year (spec §2 Footer). */
export function footerYears(currentYear: number): string {
  return currentYear > FOOTER_FIRST_YEAR ? `${FOOTER_FIRST_YEAR}–${currentYear}` : String(FOOTER_FIRST_YEAR);
}

/** Columns of a header content grid: 4 when there are exactly 4 items, else 3 (spec §9 Header). */
export function gridColumns(itemCount: number): 3 | 4 {
  return itemCount === 4 ? 4 : 3;
}

/** Brands shown in the brand panel and in the brand menu (spec §9 Header). */
export const BRAND_LIMITS = { panelWithCatalogueImages: 5, menuWithImage: 29 } as const;

/** Screen breakpoints in px (spec §9 Images). */
export const BREAKPOINTS = [320, 768, 1024, 1440, 1920] as const;

/** Notification placement and limits (spec §9 Notifications). */
export const NOTIFICATIONS = { position: 'bottom-right', durationMs: 5000, maxShown: 3, width: { small: '100%', medium: 364, large: 372 } } as const;

/** Keeps only the newest notifications that may be shown at once (spec §9 Notifications, max 3). */
export function visibleNotifications<T>(queue: readonly T[]): readonly T[] {
  return queue.slice(-NOTIFICATIONS.maxShown);
}

/** Scroll-to-top thresholds in px by screen (spec §9). */
export const SCROLL_TOP_THRESHOLDS = { default: 1265, smallPlus: 845, largePlus: 938 } as const;

/** Scroll-to-top shows only while scrolling up past the threshold (spec §4 Scroll-to-top). */
export function showsScrollTop(scrollY: number, previousScrollY: number, threshold: number = SCROLL_TOP_THRESHOLDS.default): boolean {
  return scrollY < previousScrollY && scrollY > threshold;
}

/** Notification types (spec §4 Notifications). */
export type NotificationType = 'error' | 'warn' | 'success';

/** SEO block sizes in px (spec §9). */
export const SEO_SIZES = { collapsedHeight: 180, collapsedHeightLargeMinus: 60, tagToggleReserve: 100 } as const;
