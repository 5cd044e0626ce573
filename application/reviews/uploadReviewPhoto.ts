import * as E from 'fp-ts/Either';
import { photoFormatOf, REVIEW_PHOTO_LIMITS } from '../../domain/reviews/reviewPhotos';
import type { Clock } from '../shared/Clock';
import type { IdGenerator } from '../shared/IdGenerator';
import type { PhotoEncoder } from './PhotoEncoder';
import type { ReviewPhotoRepository } from './ReviewPhotoRepository';

export type UploadPhotoError = 'PHOTO_TOO_LARGE' | 'UNSUPPORTED_PHOTO_FORMAT' | 'CORRUPT_PHOTO' | 'PHOTO_UPLOAD_LIMIT';

const HOUR_MS = 60 * 60 * 1000;

/**
 * POST /products/reviews/_upload-photo (spec §7): a signed-in customer's JPEG, PNG or WebP (told by its
 * bytes), at most 10 MB, re-encoded and stored as theirs until a review or question takes it.
 * The cheap checks and a first look at the hourly limit come before decoding, the costly part; the
 * store has the final word on the limit, as uploads decoded in parallel all passed that first look.
 */
export const uploadReviewPhoto =
  (deps: { readonly photos: ReviewPhotoRepository; readonly encoder: PhotoEncoder; readonly ids: IdGenerator; readonly clock: Clock }) =>
  async (customerId: string, bytes: Uint8Array): Promise<E.Either<UploadPhotoError, { readonly photoId: string }>> => {
    if (bytes.length > REVIEW_PHOTO_LIMITS.maxBytes) return E.left('PHOTO_TOO_LARGE');
    if (photoFormatOf(bytes) === null) return E.left('UNSUPPORTED_PHOTO_FORMAT');
    const now = deps.clock.now();
    const hourly = { since: new Date(now.getTime() - HOUR_MS), atMost: REVIEW_PHOTO_LIMITS.perHour };
    if ((await deps.photos.uploadedSince(customerId, hourly.since)) >= hourly.atMost) return E.left('PHOTO_UPLOAD_LIMIT');
    const encoded = await deps.encoder.encode(bytes);
    if (E.isLeft(encoded)) return E.left(encoded.left === 'CORRUPT' ? 'CORRUPT_PHOTO' : 'PHOTO_TOO_LARGE');
    const photoId = deps.ids.uuid();
    if (!(await deps.photos.add({ ...encoded.right, id: photoId, customerId, createdAt: now }, hourly))) return E.left('PHOTO_UPLOAD_LIMIT');
    return E.right({ photoId });
  };
