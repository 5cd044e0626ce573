/** A sign-in code as stored: only its hash, bound to the session (sign-in attempt) that asked for it. */
interface IssuedCode {
  readonly id: string;
  readonly sessionId: string;
  readonly phone: string;
  readonly clientAddress: string;
  readonly codeHash: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** What rate limits are decided from, counted since a moment. */
export interface SendHistory {
  readonly phoneCodes: number;
  readonly lastPhoneCodeAt: Date | null;
  /** Codes for the phone whose wrong guesses went over the limit. */
  readonly phoneBlocked: boolean;
  readonly addressCodes: number;
  /** Other phones this client address asked codes for. */
  readonly addressPhones: number;
}

/** Keeps sign-in codes; attempts are counted in the database, so parallel guesses are all counted. */
export interface AuthCodeRepository {
  readonly issue: (code: IssuedCode) => Promise<void>;
  readonly history: (phone: string, clientAddress: string, since: Date, maxAttempts: number) => Promise<SendHistory>;
  /** The newest unused, unexpired code of this session for this phone. */
  readonly active: (sessionId: string, phone: string, now: Date) => Promise<IssuedCode | undefined>;
  /** The newest unused, unexpired code of this attempt, whatever its phone (a phone change remembers the new phone by it). */
  readonly newest: (sessionId: string, now: Date) => Promise<IssuedCode | undefined>;
  /** Adds one attempt atomically and returns the count after it. */
  readonly countAttempt: (id: string) => Promise<number>;
  /** Marks the code used; false if it already was (single use, even under races). */
  readonly markUsed: (id: string) => Promise<boolean>;
}
