import { Hono } from 'hono';
import { failure } from '../failure';
import type { ContentImage } from '../serverDeps';

/** Images shipped with the content (banners, publications): /media/content/{name}.svg. */
export function contentMediaRoutes(contentImage: ContentImage) {
  return new Hono().get('/:file{[a-z0-9-]{1,60}\\.svg}', async (c) => {
    const svg = await contentImage(c.req.param('file').replace(/\.svg$/, ''));
    if (svg === undefined) return failure(c, 'NOT_FOUND');
    return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' });
  });
}
