import * as E from 'fp-ts/Either';
import type { ApiRequest } from '../../adapters-http/client/apiClient';
import { Profile, type PersonalPageData } from '../../adapters-http/contract/personalProfile';

/** /profile/personal/ over the API: 401 shows the sign-in prompt. */
export const httpPersonalPage = (request: ApiRequest) => async (): Promise<PersonalPageData> => {
  const profile = await request('GET', '/profiles/current', Profile);
  if (E.isRight(profile)) return { signedIn: true, profile: profile.right };
  if (profile.left.status === 401) return { signedIn: false };
  throw new Error(profile.left.message);
};
