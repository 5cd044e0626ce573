import * as E from 'fp-ts/Either';
import { APPEAL_FILE_LIMITS, appealFileKindOf, appealFileName } from '../../domain/appeals/appealFiles';
import type { PhotoEncoder } from '../reviews/PhotoEncoder';
import type { Clock } from '../shared/Clock';
import type { IdGenerator } from '../shared/IdGenerator';
import type { AppealFileRepository } from './AppealFileRepository';

export type UploadAppealFileError = 'FILE_TOO_LARGE' | 'UNSUPPORTED_FILE_FORMAT' | 'CORRUPT_FILE' | 'FILE_UPLOAD_LIMIT';

const HOUR_MS = 60 * 60 * 1000;

/**
 * POST /profiles/appeals/files (spec §7): a signed-in customer's photo (JPEG, PNG, WebP) or PDF, told by
 * its bytes, at most 10 MB. Photos are re-encoded as review photos are (upright, no EXIF or GPS); a PDF is
 * kept as sent and only ever served as a download. Cheap checks and a first look at the hourly limit come
 * before the costly decoding; the store has the final word on the limit.
 */
export const uploadAppealFile =
  (deps: { readonly files: AppealFileRepository; readonly encoder: PhotoEncoder; readonly ids: IdGenerator; readonly clock: Clock }) =>
  async (
    customerId: string,
    bytes: Uint8Array,
    sentName: string,
  ): Promise<E.Either<UploadAppealFileError, { readonly fileId: string; readonly name: string }>> => {
    if (bytes.length > APPEAL_FILE_LIMITS.maxBytes) return E.left('FILE_TOO_LARGE');
    const kind = appealFileKindOf(bytes);
    if (kind === null) return E.left('UNSUPPORTED_FILE_FORMAT');
    const now = deps.clock.now();
    const hourly = { since: new Date(now.getTime() - HOUR_MS), atMost: APPEAL_FILE_LIMITS.perHour };
    if ((await deps.files.uploadedSince(customerId, hourly.since)) >= hourly.atMost) return E.left('FILE_UPLOAD_LIMIT');
    let stored: { readonly bytes: Uint8Array; readonly contentType: 'image/jpeg' | 'image/webp' | 'application/pdf' } = {
      bytes,
      contentType: 'application/pdf',
    };
    if (kind === 'image') {
      const encoded = await deps.encoder.encode(bytes);
      if (E.isLeft(encoded)) return E.left(encoded.left === 'CORRUPT' ? 'CORRUPT_FILE' : 'FILE_TOO_LARGE');
      stored = encoded.right;
    }
    const fileId = deps.ids.uuid();
    // A re-encoded photo gets the extension of what it now is.
    const stem = sentName.replace(/\.[^.]*$/, '').trim();
    const name = appealFileName(kind === 'pdf' ? sentName : stem && `${stem}${stored.contentType === 'image/webp' ? '.webp' : '.jpg'}`, kind);
    if (!(await deps.files.add({ id: fileId, customerId, name, contentType: stored.contentType, bytes: stored.bytes, createdAt: now }, hourly)))
      return E.left('FILE_UPLOAD_LIMIT');
    return E.right({ fileId, name });
  };
