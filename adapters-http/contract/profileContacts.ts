import * as t from 'io-ts';
import { isEmail } from '../../domain/validation/email';

const Short = t.refinement(t.string, (s) => s.length <= 100, 'Short');

/** Body of POST /web-api/v1/profiles/current/phone/_change (spec §7 Profile): the new phone and a captcha token. */
export const PhoneChangeBody = t.intersection([t.type({ newPhone: Short }), t.partial({ token: t.string })]);

/** Body of POST /web-api/v1/profiles/current/phone/_confirm-change (spec §7 Profile): the code sent to the new phone. */
export const PhoneChangeConfirmBody = t.intersection([t.type({ code: Short }), t.partial({ token: t.string })]);

/** Body of POST /web-api/v1/profiles/current/email (spec §7 Profile): the new address, a captcha token, news to it once confirmed. */
export const EmailChangeBody = t.intersection([
  t.type({ email: t.refinement(t.string, isEmail, 'Email') }),
  t.partial({ token: t.string, subscriptionConsent: t.boolean }),
]);

/** Its answer (the shop's): the address waiting for its code and how long the code lives. */
export const EmailCodeSent = t.type({ unconfirmedEmail: t.string, expiresInSeconds: t.number });
export type EmailCodeSent = t.TypeOf<typeof EmailCodeSent>;

/** Body of POST /web-api/v1/profiles/current/emails/_confirm (the spec shows none): the code from the letter. */
export const EmailConfirmBody = t.type({ code: Short });
