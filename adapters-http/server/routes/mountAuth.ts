import type { Hono } from 'hono';
import type { AuthServerDeps } from '../authDeps';
import type { SessionVariables } from '../session';
import { authRoutes } from './authRoutes';
import { operatorAudit, operatorRoutes } from './operatorRoutes';
import { smsOutboxRoutes } from './smsOutboxRoutes';
import { identityRoutes } from './identityRoutes';
import { devIdentityRoutes } from './devIdentityRoutes';
import { devCaptchaRoutes } from './devCaptchaRoutes';

/**
 * Mounts sign-in, operator and (with the outbox adapter only) the development SMS outbox routes on the
 * API, and the operator audit before every other route so all of an operator's changes are logged.
 */
export function mountAuth(api: Hono<{ Variables: SessionVariables }>, auth: AuthServerDeps): void {
  api.use(operatorAudit(auth.operators));
  api.route('/', authRoutes(auth));
  api.route('/', operatorRoutes(auth.operators));
  if (auth.smsOutbox) api.route('/', smsOutboxRoutes(auth.smsOutbox));
  api.route('/', identityRoutes(auth.identity));
  if (auth.identity.devAuthorize) api.route('/', devIdentityRoutes(auth.identity.devAuthorize));
  if (auth.devCaptchaToken) api.route('/', devCaptchaRoutes(auth.devCaptchaToken));
}
