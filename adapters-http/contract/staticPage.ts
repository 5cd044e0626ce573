import * as t from 'io-ts';

/** Query of GET /web-api/v1/static-pages. */
export const StaticPageQuery = t.type({ url: t.refinement(t.string, (s) => s.length >= 1 && s.length <= 200, 'StaticPageUrl') });

/** A static page: title and sanitised body HTML. */
export const StaticPage = t.type({ url: t.string, title: t.string, html: t.string });
export type StaticPage = t.TypeOf<typeof StaticPage>;
