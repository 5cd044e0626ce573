import type { Invitation, ProMembership as Membership, TrainerProfile as Trainer } from '../../../application/pro/ProRepository';
import { PRO_STATUS_LABELS, trainerShownName } from '../../../domain/pro/proProgramme';
import { invitationPath, type InvitationCheck, type ProMembership, type TrainerProfile } from '../../contract/pro';

/** A trainer's profile on the wire, with the link to share. */
export const encodeTrainerProfile = (p: Trainer): TrainerProfile => ({
  firstName: p.firstName, lastName: p.lastName, birthDate: p.birthDate, phone: p.phone, sportKinds: [...p.sportKinds], organization: p.organization,
  status: p.status, statusName: PRO_STATUS_LABELS[p.status], invitationCode: p.invitationCode, invitationUrl: invitationPath(p.invitationCode), sportsmen: p.sportsmen,
});

/** The customer's role and state; NONE outside the programme. */
export const encodeMembership = (m: Membership | undefined): ProMembership =>
  m ? { role: m.role, status: m.status, statusName: PRO_STATUS_LABELS[m.status] } : { role: 'NONE', status: null, statusName: null };

/** Whose a code is, without the trainer's surname or anything else of theirs. */
export const encodeInvitation = (i: Invitation | undefined): InvitationCheck =>
  i ? { valid: true, trainerName: trainerShownName(i.trainerFirstName, i.trainerLastName), organization: i.organization, sportKinds: [...i.sportKinds] } : { valid: false };
