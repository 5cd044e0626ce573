/** The flyout's two items after the top sections, each with a directory panel (spec §2 Header). */
export const SPORTS = 'sports';
export const BRANDS = 'brands';
