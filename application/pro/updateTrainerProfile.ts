import * as E from 'fp-ts/Either';
import { parseTrainer, type TrainerField, type TrainerInput } from '../../domain/pro/proProgramme';
import { calendarDateAt } from '../../domain/validation/dates';
import type { FieldErrors } from '../../domain/validation/formValidation';
import type { Clock } from '../shared/Clock';
import type { ProRepository, TrainerProfile } from './ProRepository';

export type UpdateTrainerError = { readonly _tag: 'INVALID'; readonly errors: FieldErrors<TrainerField> } | { readonly _tag: 'PRO_PROFILE_NOT_FOUND' };

/** PUT /pro/trainer-profiles (spec §7): the trainer's own data by the same rules; status, code and document stay. */
export const updateTrainerProfile =
  (deps: { readonly pro: ProRepository; readonly clock: Clock }) =>
  async (customerId: string, input: TrainerInput): Promise<E.Either<UpdateTrainerError, TrainerProfile>> => {
    const now = deps.clock.now();
    const parsed = parseTrainer(input, calendarDateAt(now.getTime()));
    if (E.isLeft(parsed)) return E.left({ _tag: 'INVALID', errors: parsed.left });
    if (!(await deps.pro.updateTrainer(customerId, parsed.right, now))) return E.left({ _tag: 'PRO_PROFILE_NOT_FOUND' });
    return E.right((await deps.pro.trainer(customerId))!);
  };
