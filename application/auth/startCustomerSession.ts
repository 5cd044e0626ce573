import type { IdGenerator } from '../shared/IdGenerator';
import type { SessionRepository } from './SessionRepository';

export interface StartCustomerSessionDeps {
  readonly sessions: SessionRepository;
  readonly ids: IdGenerator;
  /** Moves what the visitor gathered before signing in (the cart, recently viewed products) to the customer. */
  readonly adoptVisitorState: (fromOwnerKey: string, toOwnerKey: string) => Promise<void>;
}

/**
 * Signs a customer in: a new session id (never the anonymous one, so no session fixation), the old
 * session revoked, and the anonymous cart and views moved to the customer. Returns the new session id.
 */
export const startCustomerSession = (deps: StartCustomerSessionDeps) => async (anonymousSessionId: string, customerId: string): Promise<string> => {
  const sessionId = deps.ids.uuid();
  await deps.sessions.save({ id: sessionId, customerId, operator: null });
  await deps.sessions.revoke(anonymousSessionId);
  await deps.adoptVisitorState(`session:${anonymousSessionId}`, `customer:${customerId}`);
  return sessionId;
};
