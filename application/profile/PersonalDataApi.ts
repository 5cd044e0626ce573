import type * as E from 'fp-ts/Either';
import type { PersonalData, PersonalField } from '../../domain/profile/personalData';

/** A refused save as the browser's API client reports it; `fields` holds the server's message per field, when it judged fields. */
export interface PersonalDataFailure {
  readonly status: number;
  readonly message: string;
  readonly fields?: Partial<Record<PersonalField, string>>;
}

/** The profile pages' writes (spec §7 Profile). */
export interface PersonalDataApi {
  /** PUT /profiles/current; answers the saved data. */
  readonly save: (data: PersonalData) => Promise<E.Either<PersonalDataFailure, { readonly [K in PersonalField]: string | null }>>;
  /** POST /profiles/current/_delete; the browser is signed out afterwards. */
  readonly deleteProfile: () => Promise<E.Either<PersonalDataFailure, unknown>>;
}
