import * as E from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import { REVIEW_PHOTO_LIMITS } from '../../domain/reviews/reviewPhotos';
import type { PhotoEncoder } from './PhotoEncoder';
import type { ReviewPhotoRepository } from './ReviewPhotoRepository';
import { deleteUnattachedPhotos } from './deleteUnattachedPhotos';
import { uploadReviewPhoto } from './uploadReviewPhoto';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const MINUTE = 60_000;

/** Photos in memory: enough of the port for the rules of the use-cases. */
function memoryPhotos(): ReviewPhotoRepository & { readonly stored: { customerId: string; createdAt: Date }[] } {
  const stored: { customerId: string; createdAt: Date }[] = [];
  const uploadedSince = (customerId: string, since: Date) => stored.filter((p) => p.customerId === customerId && p.createdAt >= since).length;
  return {
    stored,
    // Counts and stores in one synchronous step, as the database does under its lock.
    add: async (p, limit) => uploadedSince(p.customerId, limit.since) < limit.atMost && stored.push(p) > 0,
    uploadedSince: async (customerId, since) => uploadedSince(customerId, since),
    photo: async () => undefined,
    deleteUnattached: async () => 0,
  };
}

describe('uploading a review photo', () => {
  const setup = (encode: PhotoEncoder['encode'] = async () => E.right({ bytes: JPEG, thumbnail: JPEG, contentType: 'image/jpeg', width: 1, height: 1 })) => {
    let now = new Date('2026-11-20T10:00:00Z');
    let n = 0;
    const photos = memoryPhotos();
    const encoder = { encode: vi.fn(encode) };
    const upload = uploadReviewPhoto({ photos, encoder, ids: { uuid: () => `id-${n++}` }, clock: { now: () => now } });
    return { upload, photos, encoder, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
  };

  it('allows 30 uploads per customer in any hour, counted on the clock', async () => {
    const { upload, advance } = setup();
    for (let i = 0; i < REVIEW_PHOTO_LIMITS.perHour; i++) {
      expect(E.isRight(await upload('c1', JPEG))).toBe(true);
      advance(MINUTE);
    }
    expect(await upload('c1', JPEG)).toEqual(E.left('PHOTO_UPLOAD_LIMIT'));
    expect(E.isRight(await upload('c2', JPEG))).toBe(true);
    // The first upload leaves the hour: one more is allowed, and then none again.
    advance(31 * MINUTE);
    expect(E.isRight(await upload('c1', JPEG))).toBe(true);
    expect(await upload('c1', JPEG)).toEqual(E.left('PHOTO_UPLOAD_LIMIT'));
  });

  it('stores no more than 30 of a burst of parallel uploads, though all of them pass the check before decoding', async () => {
    const { upload, photos } = setup();
    const results = await Promise.all(Array.from({ length: REVIEW_PHOTO_LIMITS.perHour + 5 }, () => upload('c1', JPEG)));
    expect(results.filter(E.isRight)).toHaveLength(REVIEW_PHOTO_LIMITS.perHour);
    expect(results.filter(E.isLeft)).toEqual(Array(5).fill(E.left('PHOTO_UPLOAD_LIMIT')));
    expect(photos.stored).toHaveLength(REVIEW_PHOTO_LIMITS.perHour);
  });

  it("refuses a wrong format or size before decoding, and maps the decoder's refusals", async () => {
    const { upload, encoder } = setup(async () => E.left('CORRUPT'));
    expect(await upload('c1', new TextEncoder().encode('GIF89a...'))).toEqual(E.left('UNSUPPORTED_PHOTO_FORMAT'));
    const big = new Uint8Array(REVIEW_PHOTO_LIMITS.maxBytes + 1);
    big.set(JPEG);
    expect(await upload('c1', big)).toEqual(E.left('PHOTO_TOO_LARGE'));
    expect(encoder.encode).not.toHaveBeenCalled();
    expect(await upload('c1', JPEG)).toEqual(E.left('CORRUPT_PHOTO'));
    expect(await setup(async () => E.left('TOO_MANY_PIXELS')).upload('c1', JPEG)).toEqual(E.left('PHOTO_TOO_LARGE'));
  });

  it('deletes photos nobody took once they are a day old', async () => {
    const photos = { ...memoryPhotos(), deleteUnattached: vi.fn(async () => 3) };
    expect(await deleteUnattachedPhotos({ photos })(new Date('2026-11-20T10:00:00Z'))).toBe(3);
    expect(photos.deleteUnattached).toHaveBeenCalledWith(new Date('2026-11-19T10:00:00Z'));
  });
});
