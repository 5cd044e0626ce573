/** What a page puts in the document head. */
export interface PageMeta {
  readonly title: string;
  readonly description?: string;
  /** Path of the page's one indexable address. */
  readonly canonical?: string;
  /** The page's largest image (what the browser paints last and times as its LCP): preloaded with the page. */
  readonly image?: ResponsiveImage;
}

/** An image in the sizes the media routes serve: `srcSet` of widths, `sizes` of the layout's slot. */
export interface ResponsiveImage {
  readonly src: string;
  readonly srcSet: string;
  readonly sizes: string;
}

export interface RouteHandle {
  readonly meta: (data: unknown) => PageMeta;
}

export const SHOP_NAME = 'Спорт·Маркет';

export const titled = (title: string): string => `${title} — ${SHOP_NAME}`;

/** The head of the deepest matched route that describes itself and has its data. */
export function pageMeta(matches: readonly { readonly handle?: unknown; readonly data?: unknown; readonly loaderData?: unknown }[]): PageMeta {
  for (let i = matches.length - 1; i >= 0; i--) {
    const m = matches[i]!;
    const handle = m.handle as RouteHandle | undefined;
    const data = m.loaderData ?? m.data;
    // A route whose loader failed has no data; the error page's title applies.
    if (handle?.meta && data !== undefined) return handle.meta(data);
  }
  return { title: SHOP_NAME };
}
