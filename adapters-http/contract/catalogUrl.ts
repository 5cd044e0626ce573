/** A category listing's address: its path under /catalog/ and the page number (1 when absent). */
export interface CatalogTarget {
  readonly path: string;
  readonly page: number;
}

/**
 * Reads "/catalog/muzhchinam/obuv/?page=2" (absolute or relative URL). Undefined when it is not a
 * category URL; a page that is not a positive whole number gives NaN so the use-case rejects it.
 */
export function parseCatalogUrl(url: string): CatalogTarget | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://shop.invalid');
  } catch {
    return undefined;
  }
  const match = /^\/catalog\/(.+?)\/?$/.exec(parsed.pathname);
  if (!match?.[1]) return undefined;
  const pageText = parsed.searchParams.get('page');
  const page = pageText === null ? 1 : /^\d{1,4}$/.test(pageText) ? Number(pageText) : Number.NaN;
  return { path: decodeURIComponent(match[1]), page };
}

/** The URL of a category listing page; page 1 has no query so each listing has one address. */
export function catalogPageUrl(path: string, page: number): string {
  return page > 1 ? `/catalog/${path}/?page=${page}` : `/catalog/${path}/`;
}
