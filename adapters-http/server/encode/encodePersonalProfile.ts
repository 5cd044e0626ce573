import type { PersonalProfile } from '../../../application/profile/PersonalDataRepository';
import type { Profile } from '../../contract/personalProfile';

/** The profile as GET /profiles/current answers it; no e-mail change is ever pending yet. */
export const encodePersonalProfile = (p: PersonalProfile): Profile => ({
  firstName: p.firstName, lastName: p.lastName, birthDate: p.birthDate, sex: p.sex, address: p.address,
  email: p.email, unconfirmedEmail: null, phone: p.phone,
});
