import { Hono, type MiddlewareHandler } from 'hono';
import * as E from 'fp-ts/Either';
import type { ProPhoneCodes } from '../../../application/pro/proPhoneCodes';
import type { ProUseCases } from '../../../application/pro/proUseCases';
import { APPEAL_FILE_LIMITS } from '../../../domain/appeals/appealFiles';
import {
  IndividualSportsmanBody,
  InvitationCheckBody,
  ProCodeBody,
  SportsmanRegistrationBody,
  TrainerRegistrationBody,
  TrainerUpdateBody,
  type UploadedProFile,
} from '../../contract/pro';
import { clientAddress } from '../clientAddress';
import { decodeBody } from '../decode';
import { encodeInvitation, encodeMembership, encodeProCard, encodeTrainerProfile } from '../encode/encodePro';
import { failure } from '../failure';
import { requestCountry } from '../marketScope';
import { fieldFailure } from '../fieldFailure';
import { signedInOnly } from '../signedInOnly';
import { customerFileUpload } from './customerFileUpload';
import type { Context } from 'hono';
import type { SessionVariables } from '../session';

/**
 * The professional programme (spec §7 Professional programme): sport kinds and the invitation check are
 * public (the check shows a trainer's first name, initial and club only); everything else is the signed-in
 * customer's own, an operator acting for one acting as that customer.
 */
export function proRoutes(pro: ProUseCases, phones: ProPhoneCodes) {
  const phoneContext = async (c: Context) => ({ clientAddress: clientAddress(c), country: await requestCountry(), confirmPhone: phones.confirm });
  const sendCode = async (c: Context<{ Variables: SessionVariables }>) => {
    const body = await decodeBody(c, ProCodeBody);
    if (E.isLeft(body)) return failure(c, body.left);
    const sent = await phones.send({
      customerId: c.get('viewer').customerId!,
      clientAddress: clientAddress(c),
      country: await requestCountry(),
      ...body.right,
    });
    return E.isRight(sent) ? c.json(sent.right) : failure(c, sent.left._tag);
  };
  return new Hono<{ Variables: SessionVariables }>()
    .post('/pro/codes', signedInOnly, sendCode)
    .post('/pro/sportsmen/codes', signedInOnly, sendCode)
    .get('/pro/sports-kinds', (c) => c.json(pro.sportsKinds()))
    .post('/pro/trainer-profiles', signedInOnly, async (c) => {
      const body = await decodeBody(c, TrainerRegistrationBody);
      if (E.isLeft(body)) return failure(c, body.left);
      const added = await pro.registerTrainer(c.get('viewer').customerId!, body.right, await phoneContext(c));
      if (E.isRight(added)) return c.json(encodeTrainerProfile(added.right), 201);
      return added.left._tag === 'INVALID' ? fieldFailure(c, added.left.errors) : failure(c, added.left._tag);
    })
    .get('/pro/trainer-profiles/current', signedInOnly, async (c) => {
      const profile = await pro.trainerProfile(c.get('viewer').customerId!);
      return profile ? c.json(encodeTrainerProfile(profile)) : failure(c, 'PRO_PROFILE_NOT_FOUND');
    })
    .put('/pro/trainer-profiles', signedInOnly, async (c) => {
      const body = await decodeBody(c, TrainerUpdateBody);
      if (E.isLeft(body)) return failure(c, body.left);
      const updated = await pro.updateTrainerProfile(c.get('viewer').customerId!, body.right);
      if (E.isRight(updated)) return c.json(encodeTrainerProfile(updated.right));
      return updated.left._tag === 'INVALID' ? fieldFailure(c, updated.left.errors) : failure(c, updated.left._tag);
    })
    .post('/pro/sportsmen/_check-invitation', async (c) => {
      const body = await decodeBody(c, InvitationCheckBody);
      if (E.isLeft(body)) return failure(c, body.left);
      return c.json(encodeInvitation(await pro.checkInvitation(body.right.invitationCode)));
    })
    .post('/pro/sportsmen', signedInOnly, async (c) => {
      const body = await decodeBody(c, SportsmanRegistrationBody);
      if (E.isLeft(body)) return failure(c, body.left);
      const joined = await pro.registerSportsman(c.get('viewer').customerId!, body.right, await phoneContext(c));
      if (E.isRight(joined)) return c.json(encodeMembership(joined.right), 201);
      return joined.left._tag === 'INVALID' ? fieldFailure(c, joined.left.errors) : failure(c, joined.left._tag);
    })
    .get('/pro/individual-sport-kinds', (c) => c.json(pro.individualSportKinds()))
    .post('/pro/individual-sportsmen', signedInOnly, async (c) => {
      const body = await decodeBody(c, IndividualSportsmanBody);
      if (E.isLeft(body)) return failure(c, body.left);
      const added = await pro.registerIndividualSportsman(c.get('viewer').customerId!, body.right, await phoneContext(c));
      if (E.isRight(added)) return c.json(encodeMembership(added.right), 201);
      return added.left._tag === 'INVALID' ? fieldFailure(c, added.left.errors) : failure(c, added.left._tag);
    })
    .get('/pro/profiles/current', signedInOnly, async (c) => c.json(encodeProCard(await pro.card(c.get('viewer').customerId!))));
}

/** POST /pro/files (spec §7, multipart field `file`): the document of an application, a photo or PDF, checked as appeal files are. */
export function proFileRoutes(pro: ProUseCases, audit: MiddlewareHandler<{ Variables: SessionVariables }>) {
  return customerFileUpload('/pro/files', APPEAL_FILE_LIMITS.maxBytes, audit, pro.uploadDocument, (uploaded) => uploaded satisfies UploadedProFile);
}
