import * as E from 'fp-ts/Either';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sharpPhotoEncoder } from './sharpPhotoEncoder';

const picture = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: channels === 4 ? { r: 200, g: 30, b: 30, alpha: 0.5 } : { r: 200, g: 30, b: 30 } } });

describe('sharp photo encoder', () => {
  const encoder = sharpPhotoEncoder();

  it('turns the photo upright, caps the longest side at 1600 px and drops the metadata', async () => {
    // 3000 × 1000 stored sideways: EXIF orientation 6 means «rotate 90° clockwise to show».
    const input = await picture(3000, 1000)
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-owner' } } })
      .jpeg()
      .toBuffer();
    const out = await encoder.encode(input);
    if (E.isLeft(out)) throw new Error(out.left);
    expect([out.right.contentType, out.right.width, out.right.height]).toEqual(['image/jpeg', 533, 1600]);
    const meta = await sharp(out.right.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual(['jpeg', 533, 1600, undefined, undefined]);
    expect(Buffer.from(out.right.bytes).includes('secret-owner')).toBe(false);
    const thumbnail = await sharp(out.right.thumbnail).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height, thumbnail.exif]).toEqual(['jpeg', 96, 288, undefined]);
  });

  it('keeps small photos at their size and transparency as WebP', async () => {
    const out = await encoder.encode(await picture(40, 30, 4).png().toBuffer());
    expect(E.isRight(out) && [out.right.contentType, out.right.width, out.right.height]).toEqual(['image/webp', 40, 30]);
  });

  it('refuses what does not decode, and images that would unpack too large, before decoding them', async () => {
    const png = await picture(64, 64).png().toBuffer();
    expect(await encoder.encode(png.subarray(0, png.length - 40))).toEqual(E.left('CORRUPT'));
    expect(await encoder.encode(new TextEncoder().encode('not an image at all'))).toEqual(E.left('CORRUPT'));
    const small = sharpPhotoEncoder({ maxSide: 1600, maxPixels: 64 * 63, thumbnailSide: 288 });
    expect(await small.encode(png)).toEqual(E.left('TOO_MANY_PIXELS'));
  });
});
