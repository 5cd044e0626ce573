import * as E from 'fp-ts/Either';
import { isInvitationCode, normaliseInvitationCode, parseSportsman, type SportsmanField, type SportsmanInput } from '../../domain/pro/proProgramme';
import type { FieldErrors } from '../../domain/validation/formValidation';
import type { Clock } from '../shared/Clock';
import type { IdGenerator } from '../shared/IdGenerator';
import type { AuthFailure } from '../auth/signInRules';
import { applicantPhone, readApplicationForm } from './applicationSteps';
import type { ContactPhoneInput } from './contactPhone';
import type { PhoneContext } from './phoneContext';
import type { ProMembership, ProRepository } from './ProRepository';

export type RegisterSportsmanError =
  | { readonly _tag: 'INVALID'; readonly errors: FieldErrors<SportsmanField | 'agreement'> }
  | { readonly _tag: 'PRO_PROFILE_EXISTS' | 'INVITATION_NOT_FOUND' | 'NOT_AUTHORIZED' | 'PHONE_VERIFICATION_CODE_REQUIRED' }
  | AuthFailure;

/**
 * POST /pro/sportsmen (spec §6, §7): a signed-in customer joins a trainer by the trainer's code; the form's
 * rules (18+) and consent first, the contact phone as a trainer's, then the code checked with the join in one step. The sportsman's
 * application is under review as the trainer's is.
 */
export const registerSportsman =
  (deps: { readonly pro: ProRepository; readonly ids: IdGenerator; readonly clock: Clock }) =>
  async (
    customerId: string,
    input: SportsmanInput & ContactPhoneInput & { readonly invitationCode: string; readonly agreement: boolean },
    context: PhoneContext,
  ): Promise<E.Either<RegisterSportsmanError, ProMembership>> => {
    const now = deps.clock.now();
    const parsed = readApplicationForm(parseSportsman, input, now);
    if (E.isLeft(parsed)) return parsed;
    const invitationCode = normaliseInvitationCode(input.invitationCode);
    if (!isInvitationCode(invitationCode)) return E.left({ _tag: 'INVITATION_NOT_FOUND' });
    // The code's format first: a typo costs no SMS code.
    const phone = await applicantPhone(deps.pro, customerId, input, context);
    if (E.isLeft(phone)) return phone;
    const added = await deps.pro.addSportsman({ ...parsed.right, id: deps.ids.uuid(), customerId, phone: phone.right, invitationCode, createdAt: now });
    return added === 'STORED' ? E.right({ role: 'SPORTSMAN', status: 'UNDER_REVIEW' }) : E.left({ _tag: added });
  };
