import { SEO_SIZES } from '../display/layout';

/** The path a page's SEO content is kept under: no query or hash, one trailing slash (spec §7 POST /seo {url}). */
export function seoPath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '/';
  return path.endsWith('/') ? path : `${path}/`;
}

/** Height above which the SEO text is collapsed: 60 px on large-minus screens, else 180 px (spec §9). */
export function seoCollapsedHeight(largeMinus: boolean): number {
  return largeMinus ? SEO_SIZES.collapsedHeightLargeMinus : SEO_SIZES.collapsedHeight;
}

/** Whether the SEO text needs the collapse toggle (spec §4 SEO text: collapsed when taller than max height). */
export function seoTextCollapsible(height: number, maxHeight: number): boolean {
  return height > maxHeight;
}

/**
 * How many tags fit one row of the given width, in order. When not all fit, 100 px are kept for the
 * «Ещё N» toggle (spec §4 SEO tags, §9 tag toggle reserve).
 */
export function fittingTagCount(tagWidths: readonly number[], rowWidth: number, gap: number): number {
  const fitting = (width: number) => {
    let used = 0;
    for (let i = 0; i < tagWidths.length; i++) {
      used += (i > 0 ? gap : 0) + tagWidths[i]!;
      if (used > width) return i;
    }
    return tagWidths.length;
  };
  const all = fitting(rowWidth);
  return all === tagWidths.length ? all : fitting(rowWidth - SEO_SIZES.tagToggleReserve - gap);
}
