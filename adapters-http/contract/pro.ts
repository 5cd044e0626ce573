import * as t from 'io-ts';
import { PRO_LIMITS } from '../../domain/pro/proProgramme';

// The professional programme (spec §6, §7 Professional programme; docs/pro-programme.md).

const Bounded = (max: number) => t.refinement(t.string, (s) => s.length <= max, `StringUpTo${max}`);
const Name = Bounded(100);

/** Answer of GET /pro/sports-kinds. */
export const SportsKinds = t.array(t.type({ code: t.string, name: t.string }));
export type SportsKinds = t.TypeOf<typeof SportsKinds>;

/** What a trainer types (POST and PUT /pro/trainer-profiles): shapes and gross sizes; the rules are the domain's, per field. */
const TrainerFields = {
  firstName: Name,
  lastName: Name,
  birthDate: Bounded(10),
  sportKinds: t.refinement(t.array(Bounded(40)), (a) => a.length <= PRO_LIMITS.maxSportKinds * 2, 'SportKinds'),
  organization: Bounded(PRO_LIMITS.maxOrganization * 2),
};
/** A contact phone other than the account's, with the code POST /pro/codes sent to it. */
const ContactPhone = t.partial({ phone: Bounded(40), code: Bounded(10) });
/** Body of POST /pro/trainer-profiles: the form, the uploaded document's id and consent. */
export const TrainerRegistrationBody = t.intersection([t.type({ ...TrainerFields, documentFileId: Bounded(40), agreement: t.boolean }), ContactPhone]);
export type TrainerRegistrationBody = t.TypeOf<typeof TrainerRegistrationBody>;
/** Body of PUT /pro/trainer-profiles. */
export const TrainerUpdateBody = t.type(TrainerFields);

const ProStatus = t.keyof({ UNDER_REVIEW: null, APPROVED: null, REJECTED: null });

/** Answer of GET /pro/trainer-profiles/current, POST (201) and PUT /pro/trainer-profiles. */
export const TrainerProfile = t.type({
  firstName: t.string,
  lastName: t.string,
  birthDate: t.string,
  phone: t.string,
  sportKinds: t.array(t.string),
  organization: t.string,
  status: ProStatus,
  statusName: t.string,
  invitationCode: t.string,
  invitationUrl: t.string,
  sportsmen: t.number,
});
export type TrainerProfile = t.TypeOf<typeof TrainerProfile>;

/** Body of POST /pro/sportsmen/_check-invitation. */
export const InvitationCheckBody = t.type({ invitationCode: Bounded(40) });
/** Answer of POST /pro/sportsmen/_check-invitation: whose the code is, or not valid. */
export const InvitationCheck = t.union([
  t.type({ valid: t.literal(true), trainerName: t.string, organization: t.string, sportKinds: t.array(t.string) }),
  t.type({ valid: t.literal(false) }),
]);
export type InvitationCheck = t.TypeOf<typeof InvitationCheck>;

/** Body of POST /pro/sportsmen. */
export const SportsmanRegistrationBody = t.intersection([
  t.type({
    invitationCode: Bounded(40),
    firstName: Name,
    lastName: Name,
    birthDate: Bounded(10),
    sportKind: Bounded(40),
    agreement: t.boolean,
  }),
  ContactPhone,
]);

/** Body of POST /pro/individual-sportsmen: the form, the proof document's id and consent. */
export const IndividualSportsmanBody = t.intersection([
  t.type({
    firstName: Name,
    lastName: Name,
    birthDate: Bounded(10),
    sportKind: Bounded(40),
    rank: Bounded(40),
    documentFileId: Bounded(40),
    agreement: t.boolean,
  }),
  ContactPhone,
]);

/** Body of POST /pro/codes and POST /pro/sportsmen/codes: the phone to confirm; the captcha token when asked for one. */
export const ProCodeBody = t.intersection([t.type({ phone: Bounded(40) }), t.partial({ token: Bounded(4000) })]);
export type SportsmanRegistrationBody = t.TypeOf<typeof SportsmanRegistrationBody>;

/** Answer of GET /pro/profiles/current and POST /pro/sportsmen (201): the customer's role and where the application is. */
export const ProMembership = t.intersection([
  t.type({
    role: t.keyof({ NONE: null, TRAINER: null, SPORTSMAN: null, INDIVIDUAL_SPORTSMAN: null }),
    status: t.union([ProStatus, t.null]),
    statusName: t.union([t.string, t.null]),
  }),
  t.partial({
    /** A trainer's invitation code and the link to share (GET /pro/profiles/current; /profile/pro/). */
    invitation: t.type({ code: t.string, url: t.string }),
    /** A sportsman's trainer: first name and initial, club (as the invitation check tells them). */
    trainer: t.type({ name: t.string, organization: t.string }),
  }),
]);
export type ProMembership = t.TypeOf<typeof ProMembership>;

/** Answer of POST /pro/files (201): the id to send as documentFileId and the name kept. */
export const UploadedProFile = t.type({ fileId: t.string, name: t.string });
export type UploadedProFile = t.TypeOf<typeof UploadedProFile>;

/** The join page's link with the code, as the trainer shares it (the page reads ?code=). */
export const invitationPath = (code: string): string => `/pro-invitation/join?code=${encodeURIComponent(code)}`;

/** What /pro-invitation/trainer-profile shows: the sign-in prompt, the form, or the trainer's profile (another role: its state). */
export type TrainerPageData =
  | { readonly signedIn: false; readonly sportsKinds: SportsKinds }
  | { readonly signedIn: true; readonly sportsKinds: SportsKinds; readonly membership: ProMembership; readonly profile: TrainerProfile | null };

/** What /profile/pro/ shows: the sign-in prompt, or the customer's place in the programme (role NONE: an invitation to join). */
export type ProProfilePageData = { readonly signedIn: false } | { readonly signedIn: true; readonly membership: ProMembership };

/** What /pro-invitation/join shows: the code from ?code= checked, and the customer's place in the programme. */
export interface JoinPageData {
  readonly sportsKinds: SportsKinds;
  readonly code: string;
  readonly invitation: InvitationCheck | null;
  readonly membership: ProMembership | null;
}

/** What /pro-invitation/individual shows: the sign-in prompt, or the form (a member: their state). */
export interface IndividualPageData {
  readonly sportKinds: SportsKinds;
  readonly membership: ProMembership | null;
}

/** The programme's page data (adapters-ui-react/pro/proRoutes.tsx), rendered on the server or read over the API. */
export interface ProPagesData {
  readonly trainer: () => Promise<TrainerPageData>;
  /** The join page for the code of ?code= ('' when none). */
  readonly join: (code: string) => Promise<JoinPageData>;
  readonly individual: () => Promise<IndividualPageData>;
  /** /profile/pro/: the customer's pro profile. */
  readonly profile: () => Promise<ProProfilePageData>;
}
