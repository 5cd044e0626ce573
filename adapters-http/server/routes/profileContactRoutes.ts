import * as E from 'fp-ts/Either';
import { Hono } from 'hono';
import type { ContactChangeUseCases } from '../../../application/profile/contactChangeUseCases';
import type { PersonalDataUseCases } from '../../../application/profile/personalDataUseCases';
import { PhoneChangeBody, PhoneChangeConfirmBody } from '../../contract/profileContacts';
import { clientAddress } from '../clientAddress';
import { decodeBody } from '../decode';
import { encodePersonalProfile } from '../encode/encodePersonalProfile';
import { failure } from '../failure';
import { requestCountry } from '../marketScope';
import type { SessionVariables } from '../session';
import { signedInOnly } from '../signedInOnly';

/**
 * The profile's contacts (spec §7 Profile), for the signed-in customer or an operator acting for one:
 * POST /profiles/current/phone/_change sends a code to the new phone, …/_confirm-change makes it the customer's
 * and answers the profile as GET /profiles/current does.
 */
export function profileContactRoutes(useCases: ContactChangeUseCases, personalData: PersonalDataUseCases) {
  return new Hono<{ Variables: SessionVariables }>()
    .post('/profiles/current/phone/_change', signedInOnly, async (c) => {
      const body = await decodeBody(c, PhoneChangeBody);
      if (E.isLeft(body)) return failure(c, body.left);
      const sent = await useCases.requestPhoneChange({
        customerId: c.get('viewer').customerId!, newPhone: body.right.newPhone, token: body.right.token, country: await requestCountry(), clientAddress: clientAddress(c),
      });
      return E.isRight(sent) ? c.json(sent.right) : failure(c, sent.left._tag);
    })
    .post('/profiles/current/phone/_confirm-change', signedInOnly, async (c) => {
      const body = await decodeBody(c, PhoneChangeConfirmBody);
      if (E.isLeft(body)) return failure(c, body.left);
      const customerId = c.get('viewer').customerId!;
      const changed = await useCases.confirmPhoneChange({ customerId, code: body.right.code, clientAddress: clientAddress(c) });
      if (E.isLeft(changed)) return failure(c, changed.left._tag);
      const profile = await personalData.getProfile(customerId);
      return E.isRight(profile) ? c.json(encodePersonalProfile(profile.right)) : failure(c, profile.left._tag);
    });
}
