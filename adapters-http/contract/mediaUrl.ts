/** Where a product image is served; the server rounds the side up to its 16-pixel step. */
export function productImageUrl(productId: string, index: number, side: number): string {
  return `/media/products/${encodeURIComponent(productId)}/${index}?w=${side}&h=${side}`;
}

/** The same product image at another side (its `w` and `h`); any other URL as it is. */
export function resizedImageUrl(url: string, side: number): string {
  if (!url.startsWith('/media/products/')) return url;
  return url.replace(/([?&])w=\d+/, `$1w=${side}`).replace(/([?&])h=\d+/, `$1h=${side}`);
}
