import * as E from 'fp-ts/Either';
import type { Viewer } from '../auth/currentUser';
import type { IdGenerator } from '../shared/IdGenerator';
import type { ProfileEraser } from './ProfileEraser';

export type DeleteProfileFailure = { readonly _tag: 'NOT_AUTHORIZED' } | { readonly _tag: 'FORBIDDEN' };

/**
 * POST /profiles/current/_delete (spec §7 Profile): the customer's own decision, so an operator acting for a
 * customer may not take it (FORBIDDEN). Answers the id of the fresh anonymous session to continue with.
 */
export const deleteProfile =
  (deps: { readonly profiles: ProfileEraser; readonly ids: IdGenerator }) =>
  async (viewer: Viewer): Promise<E.Either<DeleteProfileFailure, string>> => {
    if (!viewer.customerId) return E.left({ _tag: 'NOT_AUTHORIZED' });
    if (viewer.operator) return E.left({ _tag: 'FORBIDDEN' });
    return (await deps.profiles.erase(viewer.customerId)) ? E.right(deps.ids.uuid()) : E.left({ _tag: 'NOT_AUTHORIZED' });
  };
