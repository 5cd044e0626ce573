import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import { StaticPageQuery, type StaticPage } from '../../contract/staticPage';
import { decodeQuery } from '../decode';
import { failure } from '../failure';
import { sanitizeContent } from '../sanitizeContent';
import type { getStaticPage } from '../../../application/shell/getStaticPage';

/** Encodes a static page for the API and for server rendering: the body always sanitised. */
export const encodeStaticPage = (page: { readonly url: string; readonly title: string; readonly html: string }): StaticPage => ({
  url: page.url,
  title: page.title,
  html: sanitizeContent(page.html),
});

/** GET /static-pages?url=/oferta/ (spec §7). */
export function staticPageRoutes(useCases: { readonly getStaticPage: ReturnType<typeof getStaticPage> }) {
  return new Hono().get('/static-pages', async (c) => {
    const query = decodeQuery(c, StaticPageQuery);
    if (E.isLeft(query)) return failure(c, query.left);
    const page = await useCases.getStaticPage(query.right.url);
    return E.isRight(page) ? c.json(encodeStaticPage(page.right)) : failure(c, page.left._tag);
  });
}
