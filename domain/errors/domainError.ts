import type { ReasonCode } from './reasonCodes';

/** An expected failure as a value: its tag is the spec's reason code (spec §8). */
export interface DomainError<R extends ReasonCode = ReasonCode> {
  readonly _tag: R;
  /** Text from the server, when the spec says it is shown instead of ours. */
  readonly serverText?: string;
}

/** Builds a tagged domain error (spec §8). */
export function domainError<R extends ReasonCode>(reason: R, serverText?: string): DomainError<R> {
  return serverText === undefined ? { _tag: reason } : { _tag: reason, serverText };
}
