import * as E from 'fp-ts/Either';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import type { ReturnUseCases } from '../../../application/returns/returnUseCases';
import type { ImageChange } from '../../../application/returns/changeReturnImages';
import { REVIEW_PHOTO_LIMITS } from '../../../domain/reviews/reviewPhotos';
import { DeleteReturnImageRequest, ReturnImageForm } from '../../contract/returns';
import { reviewThumbnailUrl } from '../../contract/reviewPhotos';
import { decodeBody } from '../decode';
import { encodeReturnCart } from '../encode/encodeReturns';
import { failure } from '../failure';
import type { SessionVariables } from '../session';
import { signedInOnly } from '../signedInOnly';

type Ctx = Context<{ Variables: SessionVariables }>;
/** Room for the multipart framing and the form's short fields around a photo of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Photos of a defect on a draft's size (spec §7 POST, PUT, DELETE /orders/returns/images), mounted beside the API
 * with the photo upload's body limit (the API's is 64 KB): the same CSRF check and operator audit, signed-in only.
 * The photo goes through the review photos' checks and re-encoding. Answers the new photo (POST, PUT) and the draft.
 */
export function returnImageRoutes(returns: ReturnUseCases, audit: MiddlewareHandler<{ Variables: SessionVariables }>) {
  const upload = (replace: boolean) => async (c: Ctx) => {
    const form = ReturnImageForm.decode(await c.req.parseBody().catch(() => undefined));
    if (E.isLeft(form) || (replace && !form.right.imageCode)) return failure(c, 'INCORRECT_REQUEST');
    const { orderNumber, wareReturnId, file, imageCode } = form.right;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const change: ImageChange = replace ? { kind: 'REPLACE', imageCode: imageCode!, bytes } : { kind: 'ADD', bytes };
    const changed = await returns.changeReturnImages(c.get('viewer').customerId!, orderNumber, wareReturnId, change);
    if (E.isLeft(changed)) return failure(c, changed.left._tag);
    const code = changed.right.imageCode!;
    return c.json({ imageCode: code, url: reviewThumbnailUrl(code), returnCart: encodeReturnCart(changed.right.view) }, replace ? 200 : 201);
  };
  const limits = [
    csrf(),
    audit,
    signedInOnly,
    bodyLimit({ maxSize: REVIEW_PHOTO_LIMITS.maxBytes + MULTIPART_OVERHEAD, onError: (c) => failure(c, 'PHOTO_TOO_LARGE') }),
  ] as const;
  return new Hono<{ Variables: SessionVariables }>()
    .post('/orders/returns/images', ...limits, upload(false))
    .put('/orders/returns/images', ...limits, upload(true))
    .delete('/orders/returns/images', ...limits, async (c) => {
      const body = await decodeBody(c, DeleteReturnImageRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      const { orderNumber, wareReturnId, imageCode } = body.right;
      const changed = await returns.changeReturnImages(c.get('viewer').customerId!, orderNumber, wareReturnId, { kind: 'DELETE', imageCode });
      return E.isRight(changed) ? c.json({ returnCart: encodeReturnCart(changed.right.view) }) : failure(c, changed.left._tag);
    });
}
