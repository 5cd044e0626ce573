import * as E from 'fp-ts/Either';
import { APPEAL_LIMITS, validateAppeal, type AppealDraft, type AppealField } from '../../domain/appeals/appeals';
import type { FieldErrors } from '../../domain/validation/formValidation';
import type { Clock } from '../shared/Clock';
import type { IdGenerator } from '../shared/IdGenerator';
import type { AppealRepository } from './AppealRepository';

export type PostAppealError =
  | { readonly _tag: 'INVALID'; readonly errors: FieldErrors<AppealField> }
  | { readonly _tag: 'APPEAL_ORDER_NOT_FOUND' | 'APPEAL_STORE_NOT_FOUND' | 'APPEAL_LIMIT' | 'FILE_NOT_FOUND' };

const HOUR_MS = 60 * 60 * 1000;

/**
 * POST /feedback/appeals (spec §7 Feedback): the form's rules, then the order must be the customer's and
 * the store the shop's, the files the customer's own and free; at most APPEAL_LIMITS.perHour an hour, the store having the final word.
 */
export const postAppeal =
  (deps: { readonly appeals: AppealRepository; readonly ids: IdGenerator; readonly clock: Clock }) =>
  async (customerId: string, draft: AppealDraft, fileIds: readonly string[] = []): Promise<E.Either<PostAppealError, { readonly appealNumber: string }>> => {
    const request = validateAppeal(draft);
    if (E.isLeft(request)) return E.left({ _tag: 'INVALID', errors: request.left });
    const { orderNumber, storeNumber } = request.right;
    if (orderNumber !== null && !(await deps.appeals.ownsOrder(customerId, orderNumber))) return E.left({ _tag: 'APPEAL_ORDER_NOT_FOUND' });
    if (storeNumber !== null && !(await deps.appeals.storeExists(storeNumber))) return E.left({ _tag: 'APPEAL_STORE_NOT_FOUND' });
    const now = deps.clock.now();
    const added = await deps.appeals.add(
      { ...request.right, id: deps.ids.uuid(), customerId, createdAt: now, fileIds },
      { since: new Date(now.getTime() - HOUR_MS), atMost: APPEAL_LIMITS.perHour },
    );
    if (added === 'LIMIT') return E.left({ _tag: 'APPEAL_LIMIT' });
    return added === 'FILE_NOT_FOUND' ? E.left({ _tag: 'FILE_NOT_FOUND' }) : E.right(added);
  };
