import * as E from 'fp-ts/Either';
import { Hono, type Context } from 'hono';
import type { ContactChangeUseCases } from '../../../application/profile/contactChangeUseCases';
import type { PersonalDataUseCases } from '../../../application/profile/personalDataUseCases';
import { EmailChangeBody, EmailConfirmBody, PhoneChangeBody, PhoneChangeConfirmBody, type EmailCodeSent } from '../../contract/profileContacts';
import { clientAddress } from '../clientAddress';
import { decodeBody } from '../decode';
import { encodePersonalProfile } from '../encode/encodePersonalProfile';
import { failure } from '../failure';
import { requestCountry } from '../marketScope';
import type { SessionVariables } from '../session';
import { signedInOnly } from '../signedInOnly';

/**
 * The profile's contacts (spec §7 Profile), for the signed-in customer or an operator acting for one:
 * POST /profiles/current/phone/_change sends a code to the new phone, …/_confirm-change makes it the customer's;
 * POST /profiles/current/email sends a code to the new address by letter, …/emails/_confirm makes it the profile's.
 * A confirmation answers the profile as GET /profiles/current does.
 */
export function profileContactRoutes(useCases: ContactChangeUseCases, personalData: PersonalDataUseCases) {
  const profile = async (c: Context<{ Variables: SessionVariables }>) => {
    const found = await personalData.getProfile(c.get('viewer').customerId!);
    return E.isRight(found) ? c.json(encodePersonalProfile(found.right)) : failure(c, found.left._tag);
  };
  return new Hono<{ Variables: SessionVariables }>()
    .post('/profiles/current/phone/_change', signedInOnly, async (c) => {
      const body = await decodeBody(c, PhoneChangeBody);
      if (E.isLeft(body)) return failure(c, body.left);
      const sent = await useCases.requestPhoneChange({
        customerId: c.get('viewer').customerId!,
        newPhone: body.right.newPhone,
        token: body.right.token,
        country: await requestCountry(),
        clientAddress: clientAddress(c),
      });
      return E.isRight(sent) ? c.json(sent.right) : failure(c, sent.left._tag);
    })
    .post('/profiles/current/phone/_confirm-change', signedInOnly, async (c) => {
      const body = await decodeBody(c, PhoneChangeConfirmBody);
      if (E.isLeft(body)) return failure(c, body.left);
      const changed = await useCases.confirmPhoneChange({ customerId: c.get('viewer').customerId!, code: body.right.code, clientAddress: clientAddress(c) });
      return E.isLeft(changed) ? failure(c, changed.left._tag) : profile(c);
    })
    .post('/profiles/current/email', signedInOnly, async (c) => {
      const body = await decodeBody(c, EmailChangeBody);
      if (E.isLeft(body)) return failure(c, body.left);
      const sent = await useCases.requestEmailChange(c.get('viewer').customerId!, {
        email: body.right.email,
        subscriptionConsent: body.right.subscriptionConsent ?? false,
      });
      return E.isRight(sent) ? c.json(sent.right satisfies EmailCodeSent) : failure(c, sent.left);
    })
    .post('/profiles/current/emails/_confirm', signedInOnly, async (c) => {
      const body = await decodeBody(c, EmailConfirmBody);
      if (E.isLeft(body)) return failure(c, body.left);
      const confirmed = await useCases.confirmEmail(c.get('viewer').customerId!, body.right.code);
      return E.isLeft(confirmed) ? failure(c, confirmed.left) : profile(c);
    });
}
