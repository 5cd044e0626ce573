import * as t from 'io-ts';

const Short = t.refinement(t.string, (s) => s.length <= 128, 'Short');
const Mode = t.keyof({ ADD_PRODUCT: null, CREATE_BASKET: null });

/** Body of POST /auth/csm/_login (spec §7); the token is the operator's `login:password`. */
export const CsmLoginBody = t.type({ token: Short, mode: Mode });
/** Body of POST /auth/naumen/_login (spec §7); the token is the operator's password. */
export const NaumenLoginBody = t.intersection([t.type({ login: Short, token: Short }), t.partial({ smpId: Short, phone: Short, regcode: Short })]);
/** Body of POST /csm/_register (spec §7). */
export const CsmRegisterBody = t.type({ phone: Short });
/** Body of POST /naumen/_register (spec §7). */
export const NaumenRegisterBody = t.intersection([t.type({ phone: Short }), t.partial({ token: Short })]);
