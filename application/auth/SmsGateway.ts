import type * as E from 'fp-ts/Either';

/** The gateway could not take the message. */
type SmsFailure = { readonly _tag: 'SERVER_ERROR'; readonly detail: string };

/** Sends text messages to phones (E.164). */
export interface SmsGateway {
  readonly send: (phone: string, text: string) => Promise<E.Either<SmsFailure, void>>;
}
