import type { OperatorMode } from '../../domain/user/roles';

/** Who a session acts for: nobody (anonymous), a customer, and/or an operator. */
interface SessionRecord {
  readonly id: string;
  readonly customerId: string | null;
  readonly operator: { readonly login: string; readonly mode: OperatorMode } | null;
  readonly revoked: boolean;
}

/** Keeps sessions by the id the cookie carries; an anonymous visitor needs no row. */
export interface SessionRepository {
  readonly find: (id: string) => Promise<SessionRecord | undefined>;
  /** Stores a new session or replaces who an existing one acts for. */
  readonly save: (session: Omit<SessionRecord, 'revoked'>) => Promise<void>;
  readonly revoke: (id: string) => Promise<void>;
  /** Revokes every session of the customer; returns how many. */
  readonly revokeAllOf: (customerId: string) => Promise<number>;
}
