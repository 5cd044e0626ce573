import * as E from 'fp-ts/Either';
import { LRUCache } from 'lru-cache';
import type { EncodedImage, ProductImage, ProductImageRequest } from '../../adapters-http/server/serverDeps';
import type { getProduct } from '../../application/catalogue/getProduct';
import { IMAGE_CONTENT_TYPES } from '../../adapters-http/server/imageFormat';
import type { ImageRasterizer } from '../../adapters-storage/images/sharpImageRasterizer';
import { imageKindOfUrlPath, renderProductImage } from '../../adapters-storage/images/drawn/renderProductImage';

/** Bytes of encoded pictures kept: the first screens of the busiest listings in every size and format. */
const CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Demo product images drawn from the product's colour and type (no image files, no network), sent as the
 * drawing or rasterized; each picture is encoded once while it stays in the cache, and parallel requests
 * for one picture wait for the same encoding.
 */
export function productImage(useCases: { readonly getProduct: ReturnType<typeof getProduct> }, rasterize: ImageRasterizer): ProductImage {
  const draw = async ({ productId, index, width, height }: ProductImageRequest) => {
    const product = await useCases.getProduct(productId);
    if (E.isLeft(product) || index >= Math.max(1, product.right.imageCount)) return undefined;
    const { colourHex, categoryPath, name } = product.right;
    return renderProductImage({ productId, index, colourHex, kind: imageKindOfUrlPath(categoryPath, name), width, height });
  };
  const cache = new LRUCache<string, EncodedImage, ProductImageRequest>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (image) => image.body.length,
    fetchMethod: async (_key, _stale, { context: request }) => {
      const svg = await draw(request);
      if (svg === undefined) return undefined;
      const body = request.format === 'svg' ? svg : await rasterize(svg, request.width, request.height, request.format);
      return { body, contentType: IMAGE_CONTENT_TYPES[request.format] };
    },
  });
  return (request) => cache.fetch(`${request.productId}/${request.index}/${request.width}x${request.height}.${request.format}`, { context: request });
}
