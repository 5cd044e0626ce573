import { Hono, type MiddlewareHandler } from 'hono';
import type { AppealUseCases } from '../../../application/appeals/appealUseCases';
import { APPEAL_FILE_LIMITS } from '../../../domain/appeals/appealFiles';
import { appealFileUrl, type UploadedAppealFile } from '../../contract/appeals';
import { customerFileUpload } from './customerFileUpload';
import { failure } from '../failure';
import { signedInOnly } from '../signedInOnly';
import type { SessionVariables } from '../session';

/** POST /profiles/appeals/files (spec §7, multipart field `file`): signed-in customers only. */
export function appealFileUploadRoutes(appeals: AppealUseCases, audit: MiddlewareHandler<{ Variables: SessionVariables }>) {
  return customerFileUpload(
    '/profiles/appeals/files',
    APPEAL_FILE_LIMITS.maxBytes,
    audit,
    appeals.uploadAppealFile,
    (uploaded) => ({ ...uploaded, url: appealFileUrl(uploaded.fileId) }) satisfies UploadedAppealFile,
  );
}

/**
 * GET /profiles/appeals/files/{id} (spec §7, blob): the owner's file only (another's is 404), always as a
 * download under its kept name, never sniffed: a PDF or photo never runs in the shop's origin.
 */
export function appealFileRoutes(appeals: AppealUseCases) {
  return new Hono<{ Variables: SessionVariables }>().get('/profiles/appeals/files/:id', signedInOnly, async (c) => {
    const file = await appeals.appealFile(c.get('viewer').customerId!, c.req.param('id'));
    if (!file) return failure(c, 'NOT_FOUND');
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
  });
}
