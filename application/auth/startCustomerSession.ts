import type { MergeDrop } from '../../domain/checkout/checkoutMerge';
import type { GuestOrderClaims } from '../orders/GuestOrderClaims';
import type { IdGenerator } from '../shared/IdGenerator';
import type { SessionRepository } from './SessionRepository';

export interface StartCustomerSessionDeps {
  readonly sessions: SessionRepository;
  readonly ids: IdGenerator;
  /** Moves what the visitor gathered before signing in (the cart, recently viewed products, location) to the customer; answers what the cart could not bring. */
  readonly adoptVisitorState: (fromOwnerKey: string, toOwnerKey: string) => Promise<readonly MergeDrop[]>;
  /** Hands the customer the guest orders placed with their verified phone (docs/orders.md, Guest orders). */
  readonly orderClaims: GuestOrderClaims;
}

/** A customer's new session, and what of the visitor's cart it could not keep (to be told once, issue 14). */
export interface CustomerSession {
  readonly sessionId: string;
  readonly dropped: readonly MergeDrop[];
}

/**
 * Signs a customer in: a new session id (never the anonymous one, so no session fixation), the old
 * session revoked, the anonymous cart, views and location moved to the customer, and the guest orders of
 * their verified phone made theirs.
 */
export const startCustomerSession =
  (deps: StartCustomerSessionDeps) =>
  async (anonymousSessionId: string, customerId: string): Promise<CustomerSession> => {
    const sessionId = deps.ids.uuid();
    await deps.sessions.save({ id: sessionId, customerId, operator: null });
    await deps.sessions.revoke(anonymousSessionId);
    const dropped = await deps.adoptVisitorState(`session:${anonymousSessionId}`, `customer:${customerId}`);
    await deps.orderClaims.claim(customerId);
    return { sessionId, dropped };
  };
