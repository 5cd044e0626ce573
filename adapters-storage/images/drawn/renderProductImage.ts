/**
 * Product photos of the demo catalogue, drawn by the shop: a self-contained SVG (no fonts, no external
 * references) of the product's type in its colours on a studio backdrop. The gallery shows the type's
 * views in turn (side, top, sole…), then a close-up, then the views again turned; the product id seeds
 * every choice (accent, sole, marks), so a product always gets the same pictures.
 */
import { createRng, hashString } from '../../demo/catalogue/prng';
import { DRAWINGS, type ProductImageKind } from './drawings';
import type { Drawing } from './drawings/drawing';
import { defsFor, paintOf, type Paint } from './paint';
import { r1 } from './svg';

export { imageKindOfProduct, imageKindOfUrlPath } from './imageKind';

export interface ProductImageInput {
  readonly productId: string;
  readonly index: number;
  readonly colourHex: string;
  readonly kind: ProductImageKind;
  readonly width: number;
  readonly height: number;
}

const BACKDROP =
  '<radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0%" stop-color="#FFFFFF"/><stop offset="100%" stop-color="#ECEEF1"/></radialGradient>';

/** The drawing of gallery picture `index` in the 200×200 box. */
function view(drawing: Drawing, index: number, p: Paint, seed: number): string {
  const { views, detail } = drawing;
  if (index < views.length) return views[index]!(p, seed);
  const first = views[0]!(p, seed);
  if (index === views.length) {
    const [x, y, zoom] = detail;
    return `<g transform="translate(100 100) scale(${zoom}) translate(${-x} ${-y})">${first}</g>`;
  }
  // Further pictures tilt a view, further each time, as a photographer walking round it would (never
  // mirrored: a shirt's number would read backwards).
  const k = index - views.length - 1;
  const again = views[k % views.length]!(p, seed);
  const angle = (k % 2 === 0 ? -6 : 6) * (1 + Math.floor(k / 2));
  return `<g transform="translate(100 100) rotate(${angle}) scale(0.9) translate(-100 -100)">${again}</g>`;
}

export function renderProductImage(input: ProductImageInput): string {
  const { productId, index, kind, width, height } = input;
  if (!(Number.isFinite(width) && width > 0 && Number.isFinite(height) && height > 0)) {
    throw new RangeError(`image size must be positive, got ${width}×${height}`);
  }
  const seed = hashString(productId);
  const paint = paintOf(input.colourHex, createRng(seed));
  const body = view(DRAWINGS[kind], Math.max(0, Math.floor(index)), paint, seed);
  const scale = Math.min(width, height) / 200;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${BACKDROP}</defs>${defsFor(body, paint)}` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<g transform="translate(${r1((width - 200 * scale) / 2)} ${r1((height - 200 * scale) / 2)}) scale(${Math.round(scale * 1000) / 1000})">${body}</g>` +
    `</svg>`
  );
}
