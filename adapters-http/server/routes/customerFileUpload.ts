import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import * as E from 'fp-ts/Either';
import { UploadAppealFileForm } from '../../contract/appeals';
import { failure, type FailureTag } from '../failure';
import { signedInOnly } from '../signedInOnly';
import type { SessionVariables } from '../session';

/** Room for the multipart framing around a file of the largest size (boundaries, part headers). */
const MULTIPART_OVERHEAD = 64 * 1024;

type Upload<T> = (customerId: string, bytes: Uint8Array, name: string) => Promise<E.Either<FailureTag, T>>;

/**
 * A signed-in customer's file upload (multipart field `file`) at `path`, mounted beside the API with its own
 * body limit (the API's is 64 KB): the same CSRF check and operator audit, the size checked before the body
 * is read. Middleware sits on the route itself: a `use` would also run for every other API call after it.
 */
export function customerFileUpload<T>(
  path: string,
  maxBytes: number,
  audit: MiddlewareHandler<{ Variables: SessionVariables }>,
  upload: Upload<T>,
  answer: (uploaded: T) => object,
) {
  return new Hono<{ Variables: SessionVariables }>().post(
    path,
    csrf(),
    audit,
    signedInOnly,
    bodyLimit({ maxSize: maxBytes + MULTIPART_OVERHEAD, onError: (c) => failure(c, 'FILE_TOO_LARGE') }),
    async (c) => {
      const form = UploadAppealFileForm.decode(await c.req.parseBody().catch(() => undefined));
      if (E.isLeft(form)) return failure(c, 'INCORRECT_REQUEST');
      const { file } = form.right;
      const uploaded = await upload(c.get('viewer').customerId!, new Uint8Array(await file.arrayBuffer()), file.name);
      return E.isLeft(uploaded) ? failure(c, uploaded.left) : c.json(answer(uploaded.right), 201);
    },
  );
}
