import type { SessionRepository } from './SessionRepository';
import type { Viewer } from './currentUser';

/** Who a session id acts for; undefined when the session was revoked (the visitor starts anew). */
export const resolveSession =
  (deps: { readonly sessions: SessionRepository }) =>
  async (sessionId: string): Promise<Viewer | undefined> => {
    const session = await deps.sessions.find(sessionId);
    if (!session) return { sessionId, customerId: null, operator: null };
    if (session.revoked) return undefined;
    return { sessionId, customerId: session.customerId, operator: session.operator };
  };

/** Whose cart and data a viewer's requests act on. */
export const ownerKeyOf = (viewer: Viewer): string => (viewer.customerId ? `customer:${viewer.customerId}` : `session:${viewer.sessionId}`);
