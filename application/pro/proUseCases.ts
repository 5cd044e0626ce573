import { INDIVIDUAL_SPORT_KINDS, isInvitationCode, normaliseInvitationCode, SPORTS_KINDS } from '../../domain/pro/proProgramme';
import type { AppealFileRepository } from '../appeals/AppealFileRepository';
import { uploadAppealFile } from '../appeals/uploadAppealFile';
import type { PhotoEncoder } from '../reviews/PhotoEncoder';
import type { Clock } from '../shared/Clock';
import type { IdGenerator } from '../shared/IdGenerator';
import type { ProRepository } from './ProRepository';
import { registerIndividualSportsman } from './registerIndividualSportsman';
import { registerSportsman } from './registerSportsman';
import { registerTrainer } from './registerTrainer';
import { updateTrainerProfile } from './updateTrainerProfile';

/**
 * The professional programme (spec §6, §7 Professional programme), given its ports. Documents are kept as
 * appeal files are (the same checks, re-encoding and limits), in the programme's own store.
 */
export const proUseCases = (deps: {
  readonly pro: ProRepository;
  readonly files: AppealFileRepository;
  readonly encoder: PhotoEncoder;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}) => ({
  /** GET /pro/sports-kinds. */
  sportsKinds: () => SPORTS_KINDS,
  registerTrainer: registerTrainer(deps),
  /** GET /pro/trainer-profiles/current: the customer's own profile only. */
  trainerProfile: (customerId: string) => deps.pro.trainer(customerId),
  updateTrainerProfile: updateTrainerProfile(deps),
  /** POST /pro/sportsmen/_check-invitation: whose a code is; undefined for a malformed, unknown or refused one. */
  checkInvitation: async (typed: string) => {
    const code = normaliseInvitationCode(typed);
    return isInvitationCode(code) ? deps.pro.invitation(code) : undefined;
  },
  registerSportsman: registerSportsman(deps),
  /** GET /pro/individual-sport-kinds. */
  individualSportKinds: () => INDIVIDUAL_SPORT_KINDS,
  registerIndividualSportsman: registerIndividualSportsman(deps),
  /** GET /pro/profiles/current. */
  membership: (customerId: string) => deps.pro.membership(customerId),
  /** GET /pro/profiles/current, /profile/pro/: the membership with a trainer's code or a sportsman's trainer. */
  card: (customerId: string) => deps.pro.card(customerId),
  /** POST /pro/files: a document photo or PDF, the uploader's until an application takes it. */
  uploadDocument: uploadAppealFile(deps),
});

export type ProUseCases = ReturnType<typeof proUseCases>;
