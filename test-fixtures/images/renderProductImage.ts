/**
 * Placeholder product photos for the demo catalogue: a self-contained SVG (no fonts, no external
 * references) with a silhouette in the product's colour on a light background. The product id
 * picks the silhouette and backdrop; the gallery index turns, mirrors and zooms it.
 */
import type { DemoCategory, DemoProduct } from '../catalogue/model';
import { hashString, mixSeed } from '../catalogue/prng';
import { type Paint, type ProductImageKind, SILHOUETTES } from './silhouettes';

export type { ProductImageKind } from './silhouettes';

export interface ProductImageInput {
  readonly productId: string;
  readonly index: number;
  readonly colourHex: string;
  readonly kind: ProductImageKind;
  readonly width: number;
  readonly height: number;
}

const BACKGROUNDS = ['#F4F5F7', '#EEF2F6', '#F7F3EE', '#F1F5F0', '#F6F1F4', '#F3F3F3'];
const FALLBACK_COLOUR = '#888888';
const HEX = /^#[0-9a-fA-F]{6}$/;

/** Number for an attribute: at most two decimals, no trailing zeros. */
function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Moves a colour towards black (t < 0) or white (t > 0). */
function shade(hex: string, t: number): string {
  const target = t < 0 ? 0 : 255;
  const mixed = channels(hex).map((c) => Math.round(c + (target - c) * Math.abs(t)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function paintOf(colourHex: string): Paint {
  const fill = HEX.test(colourHex) ? colourHex.toUpperCase() : FALLBACK_COLOUR;
  const [r, g, b] = channels(fill);
  const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  if (luminance > 0.8) return { fill, outline: '#8A8F96', accent: '#C9CED6' };
  if (luminance < 0.15) return { fill, outline: shade(fill, 0.3), accent: shade(fill, 0.55) };
  return { fill, outline: shade(fill, -0.35), accent: shade(fill, 0.45) };
}

export function renderProductImage(input: ProductImageInput): string {
  const { productId, index, kind, width, height } = input;
  if (!(Number.isFinite(width) && width > 0 && Number.isFinite(height) && height > 0)) {
    throw new RangeError(`image size must be positive, got ${width}×${height}`);
  }
  const shapes = SILHOUETTES[kind];
  const productHash = hashString(productId);
  const viewHash = mixSeed(productHash, index);
  const silhouette = shapes[productHash % shapes.length] ?? shapes[0];
  if (!silhouette) throw new Error(`no silhouette for ${kind}`);
  const background = BACKGROUNDS[(productHash + index) % BACKGROUNDS.length];
  const paint = paintOf(input.colourHex);

  const zoom = index % 3 === 2 ? 1.12 : 0.82 + (viewHash % 9) / 100;
  const scale = (Math.min(width, height) / 100) * zoom;
  const angle = (viewHash % 21) - 10;
  const mirror = index % 2 === 1 ? -1 : 1;
  const cx = width / 2;
  const cy = height / 2;
  const blobX = width * (0.25 + ((viewHash >>> 8) % 50) / 100);
  const blobY = height * (0.25 + ((viewHash >>> 16) % 50) / 100);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${background}"/>` +
    `<circle cx="${num(blobX)}" cy="${num(blobY)}" r="${num(Math.min(width, height) * 0.38)}" fill="${paint.accent}" opacity="0.18"/>` +
    `<ellipse cx="${num(cx)}" cy="${num(cy + scale * 38)}" rx="${num(scale * 36)}" ry="${num(scale * 4)}" fill="#000000" opacity="0.08"/>` +
    `<g transform="translate(${num(cx)} ${num(cy)}) rotate(${angle}) scale(${num(mirror * scale)} ${num(scale)}) translate(-50 -50)">` +
    silhouette(paint) +
    `</g></svg>`
  );
}

const KIND_BY_SECTION: Readonly<Record<string, ProductImageKind>> = { obuv: 'footwear', odezhda: 'clothing' };

/** 'muzhchinam/obuv/krossovki' → 'footwear'; clothing under 'odezhda'; everything else equipment. */
export function imageKindOfUrlPath(urlPath: string): ProductImageKind {
  for (const segment of urlPath.split('/')) {
    const kind = KIND_BY_SECTION[segment];
    if (kind) return kind;
  }
  return 'equipment';
}

/** The image kind of a product, from its category's urlPath. */
export function imageKindOfProduct(
  product: Pick<DemoProduct, 'categoryId'>,
  categories: readonly DemoCategory[] | ReadonlyMap<string, DemoCategory>,
): ProductImageKind {
  const category = categories instanceof Map
    ? categories.get(product.categoryId)
    : (categories as readonly DemoCategory[]).find((c) => c.id === product.categoryId);
  if (!category) throw new Error(`unknown category ${product.categoryId}`);
  return imageKindOfUrlPath(category.urlPath);
}
