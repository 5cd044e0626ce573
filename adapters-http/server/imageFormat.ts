/** The formats product images are sent in. */
export type ImageFormat = 'avif' | 'webp' | 'svg';

export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  svg: 'image/svg+xml; charset=utf-8',
};

/**
 * The smallest picture the browser says it takes (its Accept header): AVIF, then WebP, else the drawing
 * itself. A browser that names neither, or a client that sends no Accept, gets what every browser shows.
 */
export function imageFormatFor(accept: string | undefined): ImageFormat {
  const types = (accept ?? '').split(',').map((t) => t.split(';')[0]!.trim().toLowerCase());
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return 'svg';
}
