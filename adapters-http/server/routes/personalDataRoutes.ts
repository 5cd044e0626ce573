import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import type { PersonalDataUseCases } from '../../../application/profile/personalDataUseCases';
import { PersonalDataBody } from '../../contract/personalProfile';
import { decodeBody } from '../decode';
import { encodePersonalProfile } from '../encode/encodePersonalProfile';
import { failure } from '../failure';
import { signedInOnly } from '../signedInOnly';
import { fieldFailure } from '../fieldFailure';
import type { SessionVariables } from '../session';

/**
 * GET and PUT /profiles/current (spec §7 Profile), for the signed-in customer or an operator acting for one (spec §6);
 * POST /profiles/current/_delete for the customer alone, who is signed out by it (a fresh anonymous session).
 */
export function personalDataRoutes(useCases: PersonalDataUseCases) {
  const app = new Hono<{ Variables: SessionVariables }>();
  app.use('/profiles/current', signedInOnly);
  return app
    .get('/profiles/current', async (c) => {
      const profile = await useCases.getProfile(c.get('viewer').customerId!);
      return E.isRight(profile) ? c.json(encodePersonalProfile(profile.right)) : failure(c, profile.left._tag);
    })
    .put('/profiles/current', async (c) => {
      const body = await decodeBody(c, PersonalDataBody);
      if (E.isLeft(body)) return failure(c, body.left);
      const { firstName, lastName, birthDate, sex, address } = body.right;
      const saved = await useCases.savePersonalData(c.get('viewer').customerId!, {
        firstName,
        lastName,
        birthDate: birthDate ?? '',
        sex: sex ?? '',
        address: address ?? '',
      });
      if (E.isRight(saved)) return c.json(encodePersonalProfile(saved.right));
      return saved.left._tag === 'INVALID_FIELDS' ? fieldFailure(c, saved.left.fields) : failure(c, saved.left._tag);
    })
    .post('/profiles/current/_delete', async (c) => {
      const deleted = await useCases.deleteProfile(c.get('viewer'));
      if (E.isLeft(deleted)) return failure(c, deleted.left._tag);
      await c.get('startSession')(deleted.right);
      return c.json({});
    });
}
