import type { Banner, BannerSource } from './BannerSource';

/** The banners of the asked slots in slot order, those limited to categories only for them (spec §7 GET /banners (slots, category)). */
export function bannersBySlot(deps: { readonly banners: BannerSource }) {
  return async (slots: readonly string[], category?: string): Promise<readonly Banner[]> => {
    const all = await deps.banners.all();
    return slots.flatMap((slot) =>
      all
        .filter((b) => b.slot === slot && (b.categories === undefined || (category !== undefined && b.categories.includes(category))))
        .map(({ categories: _categories, ...banner }) => banner as Banner),
    );
  };
}
