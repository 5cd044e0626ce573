import * as E from 'fp-ts/Either';
import type { StaticPageContent, StaticPageSource } from './StaticPageSource';

const SLUG = /^[a-z0-9_-]{1,80}$/;

/** The slug of a static page URL: "/oferta/" → "oferta"; anything nested or odd has none. */
function staticPageSlug(url: string): string | undefined {
  const slug = url.replace(/^\/+|\/+$/g, '');
  return SLUG.test(slug) ? slug : undefined;
}

/** A static page of the routes table by its URL (spec §2 Static pages, §7 GET /static-pages?url=). */
export function getStaticPage(deps: { readonly pages: StaticPageSource }) {
  return async (url: string): Promise<E.Either<{ readonly _tag: 'NOT_FOUND' }, StaticPageContent & { readonly url: string }>> => {
    const slug = staticPageSlug(url);
    const page = slug ? await deps.pages.bySlug(slug) : undefined;
    return page ? E.right({ ...page, url: `/${slug}/` }) : E.left({ _tag: 'NOT_FOUND' });
  };
}
