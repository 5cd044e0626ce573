import * as E from 'fp-ts/Either';
import { isProfileComplete, parsePersonalData, type PersonalField, type PersonalInput } from '../../domain/profile/personalData';
import { calendarDateAt } from '../../domain/validation/dates';
import type { FieldErrors } from '../../domain/validation/formValidation';
import type { Clock } from '../shared/Clock';
import type { ProfileNotFound } from './getPersonalProfile';
import type { PersonalDataRepository, PersonalProfile } from './PersonalDataRepository';

export type SavePersonalDataFailure = { readonly _tag: 'INVALID_FIELDS'; readonly fields: FieldErrors<PersonalField> } | ProfileNotFound;

/**
 * PUT /profiles/current (spec §7 Profile): the §5 rules checked against today in Moscow (the age rule),
 * then the data replaced and the questionnaire marked complete once names, birth date and sex are there.
 */
export const savePersonalData =
  (deps: { readonly profiles: PersonalDataRepository; readonly clock: Clock }) =>
  async (customerId: string, input: PersonalInput): Promise<E.Either<SavePersonalDataFailure, PersonalProfile>> => {
    const data = parsePersonalData(input, calendarDateAt(deps.clock.now().getTime()));
    if (E.isLeft(data)) return E.left({ _tag: 'INVALID_FIELDS', fields: data.left });
    const saved = await deps.profiles.savePersonalData(customerId, data.right, isProfileComplete(data.right));
    return saved ? E.right(saved) : E.left({ _tag: 'NOT_AUTHORIZED' });
  };
