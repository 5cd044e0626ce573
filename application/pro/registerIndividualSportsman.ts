import * as E from 'fp-ts/Either';
import { parseIndividual, type IndividualField, type IndividualInput } from '../../domain/pro/proProgramme';
import type { FieldErrors } from '../../domain/validation/formValidation';
import type { AuthFailure } from '../auth/signInRules';
import type { Clock } from '../shared/Clock';
import type { IdGenerator } from '../shared/IdGenerator';
import { applicantPhone, readApplicationForm } from './applicationSteps';
import type { ContactPhoneInput } from './contactPhone';
import type { PhoneContext } from './phoneContext';
import type { ProMembership, ProRepository } from './ProRepository';

export type RegisterIndividualError =
  | { readonly _tag: 'INVALID'; readonly errors: FieldErrors<IndividualField | 'agreement'> }
  | { readonly _tag: 'PRO_PROFILE_EXISTS' | 'FILE_NOT_FOUND' | 'NOT_AUTHORIZED' | 'PHONE_VERIFICATION_CODE_REQUIRED' }
  | AuthFailure;

/**
 * POST /pro/individual-sportsmen (spec §6, §7): a sportsman without a trainer applies with an individual sport,
 * a rank and the document proving it; the form's rules (18+), consent and the contact phone as a trainer's, then
 * the application stored under review.
 */
export const registerIndividualSportsman =
  (deps: { readonly pro: ProRepository; readonly ids: IdGenerator; readonly clock: Clock }) =>
  async (
    customerId: string,
    input: IndividualInput & ContactPhoneInput & { readonly documentFileId: string; readonly agreement: boolean },
    context: PhoneContext,
  ): Promise<E.Either<RegisterIndividualError, ProMembership>> => {
    const now = deps.clock.now();
    const parsed = readApplicationForm(parseIndividual, input, now);
    if (E.isLeft(parsed)) return parsed;
    const phone = await applicantPhone(deps.pro, customerId, input, context);
    if (E.isLeft(phone)) return phone;
    const added = await deps.pro.addIndividual({
      ...parsed.right,
      id: deps.ids.uuid(),
      customerId,
      phone: phone.right,
      documentFileId: input.documentFileId,
      createdAt: now,
    });
    return added === 'STORED' ? E.right({ role: 'INDIVIDUAL_SPORTSMAN', status: 'UNDER_REVIEW' }) : E.left({ _tag: added });
  };
