import * as E from 'fp-ts/Either';
import type { ServerDeps, ServerUseCases } from '../../adapters-http/server/serverDeps';
import { imageKindOfUrlPath, renderProductImage } from '../../test-fixtures/images/renderProductImage';

/** Demo product images drawn on request from the product's colour and kind (no image files, no network). */
export function productImage(useCases: ServerUseCases): ServerDeps['productImage'] {
  return async ({ productId, index, width, height }) => {
    const product = await useCases.getProduct(productId);
    if (E.isLeft(product) || index >= Math.max(1, product.right.imageCount)) return undefined;
    const { colourHex, categoryPath } = product.right;
    return renderProductImage({ productId, index, colourHex, kind: imageKindOfUrlPath(categoryPath), width, height });
  };
}
