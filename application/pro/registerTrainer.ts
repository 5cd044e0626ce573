import * as E from 'fp-ts/Either';
import { invitationCodeFrom, parseTrainer, type TrainerField, type TrainerInput } from '../../domain/pro/proProgramme';
import type { FieldErrors } from '../../domain/validation/formValidation';
import type { Clock } from '../shared/Clock';
import type { IdGenerator } from '../shared/IdGenerator';
import type { AuthFailure } from '../auth/signInRules';
import { applicantPhone, readApplicationForm } from './applicationSteps';
import type { ContactPhoneInput } from './contactPhone';
import type { PhoneContext } from './phoneContext';
import type { ProRepository, TrainerProfile } from './ProRepository';

export type RegisterTrainerError =
  | { readonly _tag: 'INVALID'; readonly errors: FieldErrors<TrainerField | 'agreement'> }
  | { readonly _tag: 'PRO_PROFILE_EXISTS' | 'FILE_NOT_FOUND' | 'NOT_AUTHORIZED' | 'PHONE_VERIFICATION_CODE_REQUIRED' }
  | AuthFailure;

/** Draws of a code before giving up: 32⁸ codes make even one clash unlikely. */
const CODE_DRAWS = 5;

/** Bytes of a v4 uuid that are wholly random (byte 6 carries the version, byte 8 the variant). */
const RANDOM_BYTES = [0, 1, 2, 3, 4, 5, 7, 9];

/** Random bytes for a code, from a fresh uuid (the id port is the application's randomness). */
const randomBytes = (ids: IdGenerator): number[] => {
  const all = (ids.uuid().replace(/-/g, '').match(/../g) ?? []).map((h) => parseInt(h, 16));
  return RANDOM_BYTES.map((i) => all[i] ?? 0);
};

/**
 * POST /pro/trainer-profiles (spec §6 Professional programme, §7): the form's rules against today in Moscow
 * (18+), consent, the contact phone (another than the account's confirmed by its code), then the application
 * stored under review with its document and a fresh invitation code.
 */
export const registerTrainer =
  (deps: { readonly pro: ProRepository; readonly ids: IdGenerator; readonly clock: Clock }) =>
  async (
    customerId: string,
    input: TrainerInput & ContactPhoneInput & { readonly documentFileId: string; readonly agreement: boolean },
    context: PhoneContext,
  ): Promise<E.Either<RegisterTrainerError, TrainerProfile>> => {
    const now = deps.clock.now();
    const parsed = readApplicationForm(parseTrainer, input, now);
    if (E.isLeft(parsed)) return parsed;
    const phone = await applicantPhone(deps.pro, customerId, input, context);
    if (E.isLeft(phone)) return phone;
    for (let draw = 0; draw < CODE_DRAWS; draw++) {
      const added = await deps.pro.addTrainer({
        ...parsed.right,
        id: deps.ids.uuid(),
        customerId,
        phone: phone.right,
        documentFileId: input.documentFileId,
        invitationCode: invitationCodeFrom(randomBytes(deps.ids)),
        createdAt: now,
      });
      if (added === 'STORED') return E.right((await deps.pro.trainer(customerId))!);
      if (added !== 'CODE_TAKEN') return E.left({ _tag: added });
    }
    throw new Error('no free invitation code');
  };
