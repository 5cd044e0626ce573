import type { Invitation, ProCard, ProMembership as Membership, TrainerProfile as Trainer } from '../../../application/pro/ProRepository';
import { PRO_STATUS_LABELS, trainerShownName } from '../../../domain/pro/proProgramme';
import { invitationPath, type InvitationCheck, type ProMembership, type TrainerProfile } from '../../contract/pro';

/** A trainer's profile on the wire, with the link to share. */
export const encodeTrainerProfile = (p: Trainer): TrainerProfile => ({
  firstName: p.firstName,
  lastName: p.lastName,
  birthDate: p.birthDate,
  phone: p.phone,
  sportKinds: [...p.sportKinds],
  organization: p.organization,
  status: p.status,
  statusName: PRO_STATUS_LABELS[p.status],
  invitationCode: p.invitationCode,
  invitationUrl: invitationPath(p.invitationCode),
  sportsmen: p.sportsmen,
});

/** The customer's role and state; NONE outside the programme. */
export const encodeMembership = (m: Membership | undefined): ProMembership =>
  m ? { role: m.role, status: m.status, statusName: PRO_STATUS_LABELS[m.status] } : { role: 'NONE', status: null, statusName: null };

/** GET /pro/profiles/current: the membership, with a trainer's code and link or a sportsman's trainer (first name and initial) when there are. */
export const encodeProCard = (m: ProCard | undefined): ProMembership => ({
  ...encodeMembership(m),
  ...(m?.invitationCode ? { invitation: { code: m.invitationCode, url: invitationPath(m.invitationCode) } } : {}),
  ...(m?.trainer ? { trainer: { name: trainerShownName(m.trainer.trainerFirstName, m.trainer.trainerLastName), organization: m.trainer.organization } } : {}),
});

/** Whose a code is, without the trainer's surname or anything else of theirs. */
export const encodeInvitation = (i: Invitation | undefined): InvitationCheck =>
  i
    ? { valid: true, trainerName: trainerShownName(i.trainerFirstName, i.trainerLastName), organization: i.organization, sportKinds: [...i.sportKinds] }
    : { valid: false };
