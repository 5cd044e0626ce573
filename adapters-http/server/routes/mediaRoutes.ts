import { Hono } from 'hono';
import { imageSide } from '../../../domain/media/imageSize';
import { failure } from '../failure';
import { imageFormatFor } from '../imageFormat';
import type { ProductImage } from '../serverDeps';

const MAX_SIDE = 2048;

/**
 * Product images at the asked size, rounded up to the 16-pixel step with a 50-pixel floor (spec §9 Images),
 * as AVIF, WebP or SVG by what the browser accepts (a cache keeps one copy of each).
 */
export function mediaRoutes(productImage: ProductImage) {
  return new Hono().get('/products/:productId/:index{[0-9]{1,2}}', async (c) => {
    const side = (name: string) => {
      const text = c.req.query(name);
      return text === undefined ? 0 : /^\d{1,5}$/.test(text) ? Math.min(MAX_SIDE, imageSide(Number(text))) : Number.NaN;
    };
    const width = side('w');
    const height = side('h');
    if (Number.isNaN(width) || Number.isNaN(height)) return failure(c, 'INCORRECT_REQUEST');
    const image = await productImage({
      productId: c.req.param('productId'),
      index: Number(c.req.param('index')),
      width: imageSide(width || height),
      height: imageSide(height || width),
      format: imageFormatFor(c.req.header('accept')),
    });
    if (image === undefined) return failure(c, 'NOT_FOUND');
    return c.body(image.body, 200, {
      'content-type': image.contentType,
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      vary: 'Accept',
    });
  });
}
