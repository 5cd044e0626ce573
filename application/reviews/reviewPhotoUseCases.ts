import type { PhotoSize, ReviewPhotoRepository } from './ReviewPhotoRepository';
import type { PhotoEncoder } from './PhotoEncoder';
import type { Clock } from '../shared/Clock';
import type { IdGenerator } from '../shared/IdGenerator';
import { uploadReviewPhoto } from './uploadReviewPhoto';

/** The photo calls the HTTP adapter makes: upload, and read one to serve it. */
export const reviewPhotoUseCases = (deps: {
  readonly photos: ReviewPhotoRepository;
  readonly encoder: PhotoEncoder;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}) => ({
  upload: uploadReviewPhoto(deps),
  photo: (id: string, size: PhotoSize) => deps.photos.photo(id, size),
});
export type ReviewPhotoUseCases = ReturnType<typeof reviewPhotoUseCases>;
