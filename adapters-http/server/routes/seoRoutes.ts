import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import type { SeoContent } from '../../../application/shell/SeoSource';
import { SeoRequest, type Seo } from '../../contract/seo';
import { decodeBody } from '../decode';
import { failure } from '../failure';
import { sanitizeContent } from '../sanitizeContent';
import type { seoForUrl } from '../../../application/shell/seoForUrl';

/** SEO content as the API gives it: the text sanitised. */
export const encodeSeo = (seo: SeoContent): Seo => ({
  url: seo.url,
  text: seo.text === '' ? '' : sanitizeContent(seo.text),
  tags: seo.tags.map((t) => ({ name: t.name, url: t.url })),
});

/** POST /seo {url}: a page's SEO text and tags (spec §7 Catalogue, content). */
export function seoRoutes(useCases: { readonly seoForUrl: ReturnType<typeof seoForUrl> }) {
  return new Hono().post('/seo', async (c) => {
    const body = await decodeBody(c, SeoRequest);
    if (E.isLeft(body)) return failure(c, body.left);
    return c.json(encodeSeo(await useCases.seoForUrl(body.right.url)));
  });
}
