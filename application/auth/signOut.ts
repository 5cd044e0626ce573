import type { IdGenerator } from '../shared/IdGenerator';
import type { SessionRepository } from './SessionRepository';
import type { Viewer } from './currentUser';

/**
 * Ends the session (spec §7 POST /auth/_logout) or, with `everywhere`, every session of the customer
 * (POST /auth/_logout-from-all-devices). Returns the id of the fresh anonymous session to continue with.
 */
export const signOut =
  (deps: { readonly sessions: SessionRepository; readonly ids: IdGenerator }) =>
  async (viewer: Viewer, everywhere: boolean): Promise<string> => {
    if (everywhere && viewer.customerId) await deps.sessions.revokeAllOf(viewer.customerId);
    await deps.sessions.revoke(viewer.sessionId);
    return deps.ids.uuid();
  };
