import type { PersonalProfile } from '../../../application/profile/PersonalDataRepository';
import type { Profile } from '../../contract/personalProfile';

/** The profile as GET /profiles/current answers it, with the new e-mail waiting for its code. */
export const encodePersonalProfile = (p: PersonalProfile): Profile => ({
  firstName: p.firstName,
  lastName: p.lastName,
  birthDate: p.birthDate,
  sex: p.sex,
  address: p.address,
  email: p.email,
  unconfirmedEmail: p.unconfirmedEmail,
  phone: p.phone,
});
