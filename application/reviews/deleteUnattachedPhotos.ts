import { REVIEW_PHOTO_LIMITS } from '../../domain/reviews/reviewPhotos';
import type { ReviewPhotoRepository } from './ReviewPhotoRepository';

/** A background job: photos uploaded over a day ago that no review or question took are deleted. */
export const deleteUnattachedPhotos =
  (deps: { readonly photos: ReviewPhotoRepository }) =>
  (now: Date): Promise<number> =>
    deps.photos.deleteUnattached(new Date(now.getTime() - REVIEW_PHOTO_LIMITS.unattachedMs));
