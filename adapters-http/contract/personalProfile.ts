import * as t from 'io-ts';
import { SEXES, type Sex } from '../../domain/profile/personalData';

// GET and PUT /web-api/v1/profiles/current (spec §3 Profile, §7 Profile); the shapes are ours (docs/profile.md).

/** Bounded text: the §5 rules answer with field errors, this only keeps the body sane. */
const Text = t.refinement(t.string, (s) => s.length <= 1024, 'Text');
const OptionalText = t.union([Text, t.null]);
const SexCodec = t.keyof(Object.fromEntries(SEXES.map((s) => [s, null])) as Record<Sex, null>);

/** The signed-in customer's profile; subscriptions come from GET /profiles/current/subscriptions. */
export const Profile = t.type({
  firstName: t.union([t.string, t.null]),
  lastName: t.union([t.string, t.null]),
  /** yyyy-MM-dd. */
  birthDate: t.union([t.string, t.null]),
  sex: t.union([SexCodec, t.null]),
  address: t.union([t.string, t.null]),
  email: t.union([t.string, t.null]),
  /** Always null until e-mail change with confirmation exists: nothing is waiting for confirmation. */
  unconfirmedEmail: t.union([t.string, t.null]),
  /** E.164. */
  phone: t.string,
});
export type Profile = t.TypeOf<typeof Profile>;

/**
 * Body of PUT /profiles/current: the whole personal data; an absent or null optional field clears it.
 * birthDate as yyyy-MM-dd or dd.MM.yyyy (spec §5 dates); sex MALE or FEMALE — anything else is a field error.
 */
export const PersonalDataBody = t.intersection([
  t.type({ firstName: Text, lastName: Text }),
  t.partial({ birthDate: OptionalText, sex: OptionalText, address: OptionalText }),
]);
export type PersonalDataBody = t.TypeOf<typeof PersonalDataBody>;

/** /profile/personal/: the profile of the signed-in customer, or the sign-in prompt. */
export type PersonalPageData = { readonly signedIn: false } | { readonly signedIn: true; readonly profile: Profile };
