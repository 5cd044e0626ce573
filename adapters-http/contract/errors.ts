import * as t from 'io-ts';

/** Every error answer of the API: a reason code of the spec and a Russian message for the shopper. */
export const ErrorBody = t.type({ reason: t.string, message: t.string });
export type ErrorBody = t.TypeOf<typeof ErrorBody>;
