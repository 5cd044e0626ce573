/** The current time (a port, so tests can move it: code expiry, rate limits). */
export interface Clock {
  readonly now: () => Date;
}
