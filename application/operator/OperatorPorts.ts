/** Checks operator credentials; accounts come from configuration, never from the code. */
export interface OperatorDirectory {
  /** True when the login exists and the secret is its password (compared in constant time). */
  readonly verify: (login: string, secret: string) => Promise<boolean>;
}

/** One operator action for a customer: who, for whom, what, when. */
interface AuditEntry {
  readonly operatorLogin: string;
  readonly customerId: string | null;
  readonly action: string;
  readonly details: Readonly<Record<string, unknown>>;
  readonly at: Date;
}

/** The operators' audit log: written for every action taken for a customer. */
export interface AuditLog {
  readonly record: (entry: AuditEntry) => Promise<void>;
  /** The operator's entries, newest first. */
  readonly byOperator: (operatorLogin: string, limit: number) => Promise<readonly AuditEntry[]>;
}
