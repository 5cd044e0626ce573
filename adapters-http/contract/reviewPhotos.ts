import * as t from 'io-ts';

/** Where a review or question photo is served, and its thumbnail. */
export const reviewPhotoUrl = (photoId: string): string => `/media/reviews/${encodeURIComponent(photoId)}`;
export const reviewThumbnailUrl = (photoId: string): string => `${reviewPhotoUrl(photoId)}/thumbnail`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A photo id as the upload answers it. */
export const PhotoId = t.refinement(t.string, (s) => UUID.test(s), 'PhotoId');

/** A photo of a review or question as the lists show it. */
export const PhotoRef = t.type({ id: t.string, url: t.string, thumbnailUrl: t.string });
export type PhotoRef = t.TypeOf<typeof PhotoRef>;

/** Answer of POST /products/reviews/_upload-photo: the id to send in photoIds, and where to see the photo. */
export const UploadedPhoto = t.type({ photoId: t.string, url: t.string });
export type UploadedPhoto = t.TypeOf<typeof UploadedPhoto>;

/** A file part of a multipart form. */
export const FileField = new t.Type<File, File, unknown>(
  'File',
  (u): u is File => typeof File !== 'undefined' && u instanceof File,
  (u, c) => (typeof File !== 'undefined' && u instanceof File ? t.success(u) : t.failure(u, c)),
  t.identity,
);
/** The multipart form of POST /products/reviews/_upload-photo (spec §7: field photo). */
export const UploadPhotoForm = t.type({ photo: FileField });
