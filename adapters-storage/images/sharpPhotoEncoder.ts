import * as E from 'fp-ts/Either';
import sharp, { type Sharp } from 'sharp';
import type { PhotoEncoder } from '../../application/reviews/PhotoEncoder';
import { REVIEW_PHOTO_LIMITS } from '../../domain/reviews/reviewPhotos';

/**
 * Photos as the shop stores them, through libvips (sharp): turned upright by their EXIF orientation,
 * scaled so the longest side is at most 1600 px, written again without any metadata (sharp keeps none
 * unless asked): JPEG, or WebP when the picture has transparency. Only the first frame of an animation.
 * The header is read first, so a small file that would unpack into a huge image is refused before decoding;
 * anything libvips cannot decode, a truncated file included (failOn 'truncated'), is CORRUPT.
 */
export function sharpPhotoEncoder(
  limits: { readonly maxSide: number; readonly maxPixels: number; readonly thumbnailSide: number } = REVIEW_PHOTO_LIMITS,
): PhotoEncoder {
  const open = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'truncated', autoOrient: true });
  return {
    encode: async (bytes) => {
      // Reading the header decodes no pixels, so it may look at any size; the limit guards the decoding.
      const header = await sharp(bytes, { limitInputPixels: false })
        .metadata()
        .catch(() => undefined);
      if (!header?.width || !header.height) return E.left('CORRUPT');
      if (header.width * header.height > limits.maxPixels) return E.left('TOO_MANY_PIXELS');
      const encode = (image: Sharp, side: number) => {
        const resized = image.resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
        return header.hasAlpha ? resized.webp({ quality: 80 }) : resized.jpeg({ quality: 82, mozjpeg: true });
      };
      try {
        const { data, info } = await encode(open(bytes), limits.maxSide).toBuffer({ resolveWithObject: true });
        // From the re-encoded photo, already upright and at most 1600 px: cheaper than the upload again.
        const thumbnail = await encode(sharp(data), limits.thumbnailSide).toBuffer();
        return E.right({ bytes: data, thumbnail, contentType: header.hasAlpha ? 'image/webp' : 'image/jpeg', width: info.width, height: info.height });
      } catch {
        return E.left('CORRUPT');
      }
    },
  };
}
