import type * as E from 'fp-ts/Either';
import type { IndividualInput, SportsmanData, TrainerData } from '../../domain/pro/proProgramme';
import type { ChosenFile } from '../reviews/reviewsApi';

/** A refusal of the server, in its words (the forms check the same rules before sending). */
interface ProRefusal {
  readonly message: string;
}

/** The programme's calls from the browser (spec §7 Professional programme); the answers are what the pages show next. */
export interface ProApi {
  /** POST /pro/files: the document's id for the application. */
  readonly uploadDocument: (file: ChosenFile) => Promise<E.Either<ProRefusal, { readonly fileId: string; readonly name: string }>>;
  /** POST /pro/trainer-profiles. */
  readonly registerTrainer: (data: TrainerData, documentFileId: string) => Promise<E.Either<ProRefusal, unknown>>;
  /** PUT /pro/trainer-profiles. */
  readonly updateTrainer: (data: TrainerData) => Promise<E.Either<ProRefusal, unknown>>;
  /** POST /pro/individual-sportsmen. */
  readonly applyAsIndividual: (data: IndividualInput, documentFileId: string) => Promise<E.Either<ProRefusal, unknown>>;
  /** POST /pro/sportsmen. */
  readonly joinAsSportsman: (data: SportsmanData, invitationCode: string) => Promise<E.Either<ProRefusal, unknown>>;
}
