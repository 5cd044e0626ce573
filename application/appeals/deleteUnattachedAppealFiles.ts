import { APPEAL_FILE_LIMITS } from '../../domain/appeals/appealFiles';
import type { AppealFileRepository } from './AppealFileRepository';

/** A background job: files uploaded over a day ago that no appeal took are deleted. */
export const deleteUnattachedAppealFiles =
  (deps: { readonly files: AppealFileRepository }) =>
  (now: Date): Promise<number> =>
    deps.files.deleteUnattached(new Date(now.getTime() - APPEAL_FILE_LIMITS.unattachedMs));
