import * as t from 'io-ts';

/** A market's currency in answers that carry money (spec §1: RUB, UAH, BYN, KZT, AMD, PLN, DKK). */
export const Currency = t.keyof({ RUB: null, UAH: null, BYN: null, KZT: null, AMD: null, PLN: null, DKK: null });
