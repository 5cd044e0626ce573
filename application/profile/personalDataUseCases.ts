import type { Clock } from '../shared/Clock';
import type { IdGenerator } from '../shared/IdGenerator';
import { deleteProfile } from './deleteProfile';
import { getPersonalProfile } from './getPersonalProfile';
import type { PersonalDataRepository } from './PersonalDataRepository';
import type { ProfileEraser } from './ProfileEraser';
import { savePersonalData } from './savePersonalData';

/** The personal-data use-cases given their ports (spec §7 Profile GET, PUT /profiles/current and POST …/_delete). */
export const personalDataUseCases = (deps: {
  readonly profiles: PersonalDataRepository & ProfileEraser;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}) => ({
  getProfile: getPersonalProfile(deps),
  savePersonalData: savePersonalData(deps),
  deleteProfile: deleteProfile(deps),
});

export type PersonalDataUseCases = ReturnType<typeof personalDataUseCases>;
