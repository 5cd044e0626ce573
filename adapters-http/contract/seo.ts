import * as t from 'io-ts';

/** Body of POST /web-api/v1/seo: the page URL (path and query). */
export const SeoRequest = t.type({ url: t.refinement(t.string, (s) => s.startsWith('/') && s.length <= 500, 'PageUrl') });

/** A page's SEO text (sanitised HTML, empty when none) and tags (spec §4 SEO text, SEO tags). */
export const Seo = t.type({ url: t.string, text: t.string, tags: t.array(t.type({ name: t.string, url: t.string })) });
export type Seo = t.TypeOf<typeof Seo>;
