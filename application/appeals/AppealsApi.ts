import type * as E from 'fp-ts/Either';
import type { AppealDraft } from '../../domain/appeals/appeals';
import type { ChosenFile } from '../reviews/reviewsApi';

/** A refusal of the server, in its words (the form checks the same rules before sending). */
interface AppealRefusal {
  readonly message: string;
}

/** A file uploaded for an appeal not sent yet. */
export interface AttachedFile {
  readonly fileId: string;
  readonly name: string;
  readonly url: string;
}

/** Sending an appeal from the browser (POST /profiles/appeals/files, then POST /feedback/appeals with the file ids). */
export interface AppealsApi {
  readonly upload: (file: ChosenFile) => Promise<E.Either<AppealRefusal, AttachedFile>>;
  readonly post: (draft: AppealDraft, fileIds: readonly string[]) => Promise<E.Either<AppealRefusal, { readonly appealNumber: string }>>;
}
