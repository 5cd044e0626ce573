import * as E from 'fp-ts/Either';
import type { PersonalDataUseCases } from '../../application/profile/personalDataUseCases';
import type { PersonalPageData } from '../../adapters-http/contract/personalProfile';
import { encodePersonalProfile } from '../../adapters-http/server/encode/encodePersonalProfile';
import { customerIdOf } from '../../application/shipment/cartOwner';

/** /profile/personal/ rendered on the server, for the session owner (an operator acting for a customer included). */
export const serverPersonalPage = (personalData: PersonalDataUseCases, ownerKey: string) => async (): Promise<PersonalPageData> => {
  const customerId = customerIdOf(ownerKey);
  const profile = customerId ? await personalData.getProfile(customerId) : E.left(null);
  return E.isRight(profile) ? { signedIn: true, profile: encodePersonalProfile(profile.right) } : { signedIn: false };
};
