import * as E from 'fp-ts/Either';
import { validateBirthDate } from '../validation/ages';
import { formatIsoDate, type CalendarDate } from '../validation/dates';
import { isValid, type FieldErrors } from '../validation/formValidation';
import { validateName } from '../validation/names';
import { firstError, maxLength, required } from '../validation/rules';
import { invalid, type ValidationError } from '../validation/validationError';

// The professional programme (docs/pro-programme.md): trainers apply with a document and invite their
// sportsmen by a code; the shop's staff approve applications outside the storefront.

/** Roles of the programme (spec §6 Professional programme): trainer, sportsman by invitation, individual sportsman. */
export type ProRole = 'TRAINER' | 'SPORTSMAN' | 'INDIVIDUAL_SPORTSMAN';
/** Where an application stands (spec §6): sent, approved by staff, or refused by staff. */
export type ProStatus = 'UNDER_REVIEW' | 'APPROVED' | 'REJECTED';
export const PRO_STATUS_LABELS: Readonly<Record<ProStatus, string>> = {
  UNDER_REVIEW: 'Заявка на рассмотрении',
  APPROVED: 'Участник программы',
  REJECTED: 'Заявка отклонена',
};
export const PRO_ROLE_LABELS: Readonly<Record<ProRole, string>> = { TRAINER: 'Тренер', SPORTSMAN: 'Спортсмен', INDIVIDUAL_SPORTSMAN: 'Спортсмен без тренера' };

/** The kinds of sport a trainer may coach and a sportsman may do (spec §7 GET /pro/sports-kinds); the list is ours. */
export const SPORTS_KINDS: readonly { readonly code: string; readonly name: string }[] = [
  { code: 'FOOTBALL', name: 'Футбол' },
  { code: 'HOCKEY', name: 'Хоккей' },
  { code: 'BASKETBALL', name: 'Баскетбол' },
  { code: 'VOLLEYBALL', name: 'Волейбол' },
  { code: 'ATHLETICS', name: 'Лёгкая атлетика' },
  { code: 'SWIMMING', name: 'Плавание' },
  { code: 'SKIING', name: 'Лыжные гонки' },
  { code: 'FIGURE_SKATING', name: 'Фигурное катание' },
  { code: 'TENNIS', name: 'Теннис' },
  { code: 'MARTIAL_ARTS', name: 'Единоборства' },
  { code: 'CYCLING', name: 'Велоспорт' },
  { code: 'FITNESS', name: 'Фитнес' },
];
const SPORT_CODES = new Set(SPORTS_KINDS.map((k) => k.code));

/** Sports one trains in alone, open to sportsmen without a trainer (spec §7 GET /pro/individual-sport-kinds); ours. */
export const INDIVIDUAL_SPORT_KINDS = SPORTS_KINDS.filter((k) =>
  ['ATHLETICS', 'SWIMMING', 'SKIING', 'FIGURE_SKATING', 'TENNIS', 'MARTIAL_ARTS', 'CYCLING'].includes(k.code),
);

/** Sports ranks and titles an individual sportsman proves with a document (the Russian unified sports classification). */
export const SPORT_RANKS: readonly { readonly code: string; readonly name: string }[] = [
  { code: 'FIRST_CLASS', name: 'I спортивный разряд' },
  { code: 'CMS', name: 'Кандидат в мастера спорта' },
  { code: 'MS', name: 'Мастер спорта России' },
  { code: 'MSIC', name: 'Мастер спорта России международного класса' },
  { code: 'HMS', name: 'Заслуженный мастер спорта России' },
];

/** Limits of the forms (ours: the spec gives none). */
export const PRO_LIMITS = { maxOrganization: 150, maxSportKinds: 5 } as const;

/** Invitation codes: 8 characters without look-alikes (no 0/O, 1/I), easy to dictate on a training ground. */
export const INVITATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITATION_CODE_LENGTH = 8;
const INVITATION_CODE = new RegExp(`^[${INVITATION_ALPHABET}]{${INVITATION_CODE_LENGTH}}$`);

/** An invitation code from random bytes, one character per byte (spec §7 POST /pro/trainer-profiles); needs INVITATION_CODE_LENGTH bytes. */
export function invitationCodeFrom(bytes: readonly number[]): string {
  return bytes
    .slice(0, INVITATION_CODE_LENGTH)
    .map((b) => INVITATION_ALPHABET[b % INVITATION_ALPHABET.length])
    .join('');
}

/** A code as typed, made comparable: trimmed, upper case, spaces and dashes dropped (spec §7 POST /pro/sportsmen/_check-invitation). */
export function normaliseInvitationCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether a (normalised) code has the invitation format (spec §7 POST /pro/sportsmen/_check-invitation). */
export function isInvitationCode(code: string): boolean {
  return INVITATION_CODE.test(code);
}

/** How a trainer is shown to a sportsman who holds the code: first name and initial only (spec §7 _check-invitation). */
export function trainerShownName(firstName: string, lastName: string): string {
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** A trainer's form as typed (spec §7 POST/PUT /pro/trainer-profiles). */
export interface TrainerInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string;
  readonly sportKinds: readonly string[];
  readonly organization: string;
}
export type TrainerField = keyof TrainerInput;

/** A trainer's data as kept: trimmed, birth date yyyy-MM-dd. */
export type TrainerData = TrainerInput;

/** A sportsman's form as typed (spec §7 POST /pro/sportsmen). */
export interface SportsmanInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string;
  readonly sportKind: string;
}
export type SportsmanField = keyof SportsmanInput;
export type SportsmanData = SportsmanInput;

const errorOf = <A>(r: E.Either<ValidationError, A>): ValidationError | null => (E.isLeft(r) ? r.left : null);

const birthError = (text: string, today: CalendarDate): ValidationError | null =>
  text.trim() === '' ? invalid('required') : errorOf(validateBirthDate(text, today, 'pro'));

/** Sport kinds chosen: one to five known kinds, none twice; else «Выберите один из вариантов» (spec §5 dimension). */
function sportKindsError(kinds: readonly string[]): ValidationError | null {
  const known = kinds.length > 0 && kinds.length <= PRO_LIMITS.maxSportKinds && kinds.every((k) => SPORT_CODES.has(k));
  return known && new Set(kinds).size === kinds.length ? null : invalid('dimension');
}

/**
 * The rules of a trainer's form (spec §5, §9 min age pro 18): names as the profile's, a birth date at least
 * 18 years before `today`, one to five sport kinds from the list, the club or school required.
 */
export function trainerErrors(input: TrainerInput, today: CalendarDate): FieldErrors<TrainerField> {
  return {
    firstName: errorOf(validateName('firstName', input.firstName)),
    lastName: errorOf(validateName('lastName', input.lastName)),
    birthDate: birthError(input.birthDate, today),
    sportKinds: sportKindsError(input.sportKinds),
    organization: firstError(input.organization.trim(), [required, maxLength(PRO_LIMITS.maxOrganization)]),
  };
}

/** The rules of a sportsman's form (spec §5, §9 min age pro 18): names, birth date 18+, one sport kind from the list. */
export function sportsmanErrors(input: SportsmanInput, today: CalendarDate): FieldErrors<SportsmanField> {
  return {
    firstName: errorOf(validateName('firstName', input.firstName)),
    lastName: errorOf(validateName('lastName', input.lastName)),
    birthDate: birthError(input.birthDate, today),
    sportKind: sportKindsError([input.sportKind]),
  };
}

/** Consent to personal data processing, required to apply (spec §5 agreement). */
export function agreementError(agreed: boolean): ValidationError | null {
  return agreed ? null : invalid('agreement');
}

/** An individual sportsman's form as typed (spec §7 POST /pro/individual-sportsmen). */
export interface IndividualInput extends SportsmanInput {
  readonly rank: string;
}
export type IndividualField = keyof IndividualInput;

/** The rules of an individual sportsman's form (spec §5, §9 min age pro 18): as a sportsman's, the sport one of the individual ones, a rank from the list. */
export function individualErrors(input: IndividualInput, today: CalendarDate): FieldErrors<IndividualField> {
  const chosen = (code: string, list: readonly { readonly code: string }[]) => (list.some((k) => k.code === code) ? null : invalid('dimension'));
  return { ...sportsmanErrors(input, today), sportKind: chosen(input.sportKind, INDIVIDUAL_SPORT_KINDS), rank: chosen(input.rank, SPORT_RANKS) };
}

/** The data to keep, made only when the form has no errors; else its field errors. */
const keptOrErrors = <F extends string, D>(errors: FieldErrors<F>, keep: () => D): E.Either<FieldErrors<F>, D> =>
  isValid(errors) ? E.right(keep()) : E.left(errors);

/** The names trimmed and the birth date as kept (yyyy-MM-dd); only called once validated. */
const keptPerson = (input: SportsmanInput | TrainerInput, today: CalendarDate) => {
  const birth = validateBirthDate(input.birthDate, today, 'pro');
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    birthDate: E.isLeft(birth) ? input.birthDate : formatIsoDate(birth.right),
  };
};

/** A trainer's form as data to keep, or its field errors (spec §5). */
export const parseTrainer = (input: TrainerInput, today: CalendarDate): E.Either<FieldErrors<TrainerField>, TrainerData> =>
  keptOrErrors(trainerErrors(input, today), () => ({
    ...keptPerson(input, today),
    sportKinds: [...input.sportKinds],
    organization: input.organization.trim(),
  }));

/** A sportsman's form as data to keep, or its field errors (spec §5). */
export const parseSportsman = (input: SportsmanInput, today: CalendarDate): E.Either<FieldErrors<SportsmanField>, SportsmanData> =>
  keptOrErrors(sportsmanErrors(input, today), () => ({ ...keptPerson(input, today), sportKind: input.sportKind }));

/** An individual sportsman's form as data to keep, or its field errors (spec §5). */
export const parseIndividual = (input: IndividualInput, today: CalendarDate): E.Either<FieldErrors<IndividualField>, IndividualInput> =>
  keptOrErrors(individualErrors(input, today), () => ({ ...keptPerson(input, today), sportKind: input.sportKind, rank: input.rank }));

/** Why a pro call is refused (wording ours; the spec names none). */
export const PRO_MESSAGES = {
  PRO_PROFILE_EXISTS: 'Вы уже участвуете в профессиональной программе',
  PRO_PROFILE_NOT_FOUND: 'Анкета тренера не найдена',
  INVITATION_NOT_FOUND: 'Код приглашения не найден. Уточните его у тренера',
} as const;
