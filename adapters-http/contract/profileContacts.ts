import * as t from 'io-ts';

const Short = t.refinement(t.string, (s) => s.length <= 100, 'Short');

/** Body of POST /web-api/v1/profiles/current/phone/_change (spec §7 Profile): the new phone and a captcha token. */
export const PhoneChangeBody = t.intersection([t.type({ newPhone: Short }), t.partial({ token: t.string })]);

/** Body of POST /web-api/v1/profiles/current/phone/_confirm-change (spec §7 Profile): the code sent to the new phone. */
export const PhoneChangeConfirmBody = t.intersection([t.type({ code: Short }), t.partial({ token: t.string })]);
