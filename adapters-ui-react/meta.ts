/** What a page puts in the document head. */
export interface PageMeta {
  readonly title: string;
  readonly description?: string;
  /** Path of the page's one indexable address. */
  readonly canonical?: string;
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
