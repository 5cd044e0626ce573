import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import * as E from 'fp-ts/Either';
import { REVIEW_PHOTO_LIMITS } from '../../../domain/reviews/reviewPhotos';
import { PhotoId, reviewPhotoUrl, UploadPhotoForm } from '../../contract/reviewPhotos';
import type { ReviewPhotoUseCases } from '../../../application/reviews/reviewPhotoUseCases';
import type { PhotoSize } from '../../../application/reviews/ReviewPhotoRepository';
import { failure } from '../failure';
import { signedInOnly } from '../signedInOnly';
import type { SessionVariables } from '../session';

/** Room for the multipart framing around a photo of the largest size (boundaries, part headers). */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * POST /products/reviews/_upload-photo (spec §7, multipart field `photo`), mounted beside the API with its
 * own body limit (the API's is 64 KB): the same CSRF check, and the operator audit given by the caller.
 * Signed-in customers only, as posting reviews (401 NOT_AUTHORIZED), checked before the body is read.
 */
export function reviewPhotoUploadRoutes(photos: ReviewPhotoUseCases, audit: MiddlewareHandler<{ Variables: SessionVariables }>) {
  // Middleware on the route itself: a `use` here would also run for every other API call after it.
  return new Hono<{ Variables: SessionVariables }>().post(
    '/products/reviews/_upload-photo',
    csrf(),
    audit,
    signedInOnly,
    bodyLimit({ maxSize: REVIEW_PHOTO_LIMITS.maxBytes + MULTIPART_OVERHEAD, onError: (c) => failure(c, 'PHOTO_TOO_LARGE') }),
    async (c) => {
      const customerId = c.get('viewer').customerId!;
      const form = UploadPhotoForm.decode(await c.req.parseBody().catch(() => undefined));
      if (E.isLeft(form)) return failure(c, 'INCORRECT_REQUEST');
      const uploaded = await photos.upload(customerId, new Uint8Array(await form.right.photo.arrayBuffer()));
      if (E.isLeft(uploaded)) return failure(c, uploaded.left);
      return c.json({ photoId: uploaded.right.photoId, url: reviewPhotoUrl(uploaded.right.photoId) }, 201);
    },
  );
}

/** GET /media/reviews/{photoId} and …/thumbnail: a stored photo; its bytes never change, so it is cached for good. */
export function reviewPhotoMediaRoutes(photos: ReviewPhotoUseCases) {
  const serve = (size: PhotoSize) => async (c: Context) => {
    const id = c.req.param('photoId') ?? '';
    const photo = PhotoId.is(id) ? await photos.photo(id, size) : undefined;
    if (!photo) return failure(c, 'NOT_FOUND');
    return c.body(photo.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': photo.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  };
  return new Hono().get('/:photoId', serve('full')).get('/:photoId/thumbnail', serve('thumbnail'));
}
