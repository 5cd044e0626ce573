import type { IndividualInput, ProRole, ProStatus, SportsmanData, TrainerData } from '../../domain/pro/proProgramme';

/** A trainer's profile as the trainer reads it. */
export interface TrainerProfile extends TrainerData {
  /** The contact phone, E.164. */
  readonly phone: string;
  readonly status: ProStatus;
  readonly invitationCode: string;
  /** Sportsmen who joined by the code. */
  readonly sportsmen: number;
}

/** Whose an invitation code is, as shown to the sportsman who holds it. */
export interface Invitation {
  readonly trainerFirstName: string;
  readonly trainerLastName: string;
  readonly organization: string;
  readonly sportKinds: readonly string[];
}

/** The customer's place in the programme, if any. */
export interface ProMembership {
  readonly role: ProRole;
  readonly status: ProStatus;
}

/** The customer's place in the programme with what their profile page shows (/profile/pro/). */
export interface ProCard extends ProMembership {
  /** A trainer's code to share; null for sportsmen. */
  readonly invitationCode: string | null;
  /** A sportsman's trainer; null for trainers and individual sportsmen. */
  readonly trainer: Invitation | null;
}

/** Pro profiles: one per customer, whatever the role. */
export interface ProRepository {
  /**
   * Stores a trainer's application with its document and invitation code, in one transaction. The
   * customer's single profile is a unique key, so of parallel posts one is stored and the rest get
   * PRO_PROFILE_EXISTS; FILE_NOT_FOUND when the document is not the customer's unattached upload;
   * CODE_TAKEN when another trainer holds the code (the caller draws again).
   */
  readonly addTrainer: (
    trainer: TrainerData & {
      readonly id: string;
      readonly customerId: string;
      readonly phone: string;
      readonly documentFileId: string;
      readonly invitationCode: string;
      readonly createdAt: Date;
    },
  ) => Promise<'STORED' | 'PRO_PROFILE_EXISTS' | 'FILE_NOT_FOUND' | 'CODE_TAKEN'>;
  /** The customer's own trainer profile; undefined when the customer is not a trainer. */
  readonly trainer: (customerId: string) => Promise<TrainerProfile | undefined>;
  /** Replaces the trainer's data (status, code and document stay); false when the customer is not a trainer. */
  readonly updateTrainer: (customerId: string, data: TrainerData, at: Date) => Promise<boolean>;
  /** The trainer an invitation code belongs to, unless the application was refused. */
  readonly invitation: (code: string) => Promise<Invitation | undefined>;
  /**
   * Stores a sportsman who joins by a trainer's code, in one transaction with the code's check (the
   * trainer's row locked, so a refusal of the trainer cannot cross the join).
   */
  readonly addSportsman: (
    sportsman: SportsmanData & {
      readonly id: string;
      readonly customerId: string;
      readonly phone: string;
      readonly invitationCode: string;
      readonly createdAt: Date;
    },
  ) => Promise<'STORED' | 'PRO_PROFILE_EXISTS' | 'INVITATION_NOT_FOUND'>;
  /** Stores an individual sportsman's application with its document, as addTrainer does (one profile per customer). */
  readonly addIndividual: (
    sportsman: IndividualInput & {
      readonly id: string;
      readonly customerId: string;
      readonly phone: string;
      readonly documentFileId: string;
      readonly createdAt: Date;
    },
  ) => Promise<'STORED' | 'PRO_PROFILE_EXISTS' | 'FILE_NOT_FOUND'>;
  readonly membership: (customerId: string) => Promise<ProMembership | undefined>;
  /** The customer's membership with a trainer's code or a sportsman's trainer; undefined outside the programme. */
  readonly card: (customerId: string) => Promise<ProCard | undefined>;
  /** The phone the customer signs in with (E.164); undefined for a deleted customer. */
  readonly accountPhone: (customerId: string) => Promise<string | undefined>;
}
