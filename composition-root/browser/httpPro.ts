import * as E from 'fp-ts/Either';
import type { ApiRequest } from '../../adapters-http/client/apiClient';
import {
  InvitationCheck,
  ProMembership,
  SportsKinds,
  TrainerProfile,
  UploadedProFile,
  type IndividualPageData,
  type JoinPageData,
  type ProProfilePageData,
  type TrainerPageData,
} from '../../adapters-http/contract/pro';
import type { ProApi } from '../../application/pro/ProApi';

const right = <A>(answer: E.Either<{ readonly message: string }, A>): A => {
  if (E.isLeft(answer)) throw new Error(answer.left.message);
  return answer.right;
};

/** /pro-invitation/trainer-profile over the API: 401 shows the sign-in prompt, 404 the form. */
export const httpTrainerPage = (request: ApiRequest) => async (): Promise<TrainerPageData> => {
  const [kinds, membership] = await Promise.all([request('GET', '/pro/sports-kinds', SportsKinds), request('GET', '/pro/profiles/current', ProMembership)]);
  const sportsKinds = right(kinds);
  if (E.isLeft(membership) && membership.left.status === 401) return { signedIn: false, sportsKinds };
  const role = right(membership);
  const profile = role.role === 'TRAINER' ? right(await request('GET', '/pro/trainer-profiles/current', TrainerProfile)) : null;
  return { signedIn: true, sportsKinds, membership: role, profile };
};

/** /pro-invitation/join over the API: the code of ?code= checked, the customer's place (null for a visitor). */
export const httpJoinPage =
  (request: ApiRequest) =>
  async (code: string): Promise<JoinPageData> => {
    const [kinds, membership, invitation] = await Promise.all([
      request('GET', '/pro/sports-kinds', SportsKinds),
      request('GET', '/pro/profiles/current', ProMembership),
      code === '' ? Promise.resolve(E.right(null)) : request('POST', '/pro/sportsmen/_check-invitation', InvitationCheck, { invitationCode: code }),
    ]);
    if (E.isLeft(membership) && membership.left.status !== 401) throw new Error(membership.left.message);
    return { sportsKinds: right(kinds), code, invitation: right(invitation), membership: E.isRight(membership) ? membership.right : null };
  };

/** /pro-invitation/individual over the API: 401 shows the sign-in prompt. */
export const httpIndividualPage = (request: ApiRequest) => async (): Promise<IndividualPageData> => {
  const [kinds, membership] = await Promise.all([
    request('GET', '/pro/individual-sport-kinds', SportsKinds),
    request('GET', '/pro/profiles/current', ProMembership),
  ]);
  if (E.isLeft(membership) && membership.left.status !== 401) throw new Error(membership.left.message);
  return { sportKinds: right(kinds), membership: E.isRight(membership) ? membership.right : null };
};

/** /profile/pro/ over the API: 401 shows the sign-in prompt. */
export const httpProProfilePage = (request: ApiRequest) => async (): Promise<ProProfilePageData> => {
  const membership = await request('GET', '/pro/profiles/current', ProMembership);
  if (E.isLeft(membership) && membership.left.status === 401) return { signedIn: false };
  return { signedIn: true, membership: right(membership) };
};

/** The programme's writes over the API. */
export const httpProApi = (request: ApiRequest): ProApi => ({
  uploadDocument: async (file) => {
    const form = new FormData();
    form.set('file', file instanceof Blob ? file : new Blob([await file.arrayBuffer()], { type: file.type }), file.name);
    return request('POST', '/pro/files', UploadedProFile, form);
  },
  registerTrainer: (data, documentFileId) => request('POST', '/pro/trainer-profiles', TrainerProfile, { ...data, documentFileId, agreement: true }),
  updateTrainer: (data) => request('PUT', '/pro/trainer-profiles', TrainerProfile, data),
  applyAsIndividual: (data, documentFileId) => request('POST', '/pro/individual-sportsmen', ProMembership, { ...data, documentFileId, agreement: true }),
  joinAsSportsman: (data, invitationCode) => request('POST', '/pro/sportsmen', ProMembership, { ...data, invitationCode, agreement: true }),
});
