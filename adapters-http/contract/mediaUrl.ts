/** Where a product image is served; the server rounds the side up to its 16-pixel step. */
export function productImageUrl(productId: string, index: number, side: number): string {
  return `/media/products/${encodeURIComponent(productId)}/${index}?w=${side}&h=${side}`;
}
