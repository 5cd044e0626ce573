import * as E from 'fp-ts/Either';
import type { PersonalDataRepository, PersonalProfile } from './PersonalDataRepository';

/** The session's customer is gone (e.g. deleted in another tab): treated as signed out. */
export type ProfileNotFound = { readonly _tag: 'NOT_AUTHORIZED' };

/** GET /profiles/current: the signed-in customer's profile (spec §7 Profile). */
export const getPersonalProfile =
  (deps: { readonly profiles: PersonalDataRepository }) =>
  async (customerId: string): Promise<E.Either<ProfileNotFound, PersonalProfile>> => {
    const profile = await deps.profiles.profileOf(customerId);
    return profile ? E.right(profile) : E.left({ _tag: 'NOT_AUTHORIZED' });
  };
