import { Hono } from 'hono';
import type { AuthServerDeps } from '../authDeps';
import type { SessionVariables } from '../session';
import { authRoutes } from './authRoutes';
import { operatorRoutes } from './operatorRoutes';
import { smsOutboxRoutes } from './smsOutboxRoutes';
import { identityRoutes } from './identityRoutes';
import { devIdentityRoutes } from './devIdentityRoutes';
import { devCaptchaRoutes } from './devCaptchaRoutes';

/** Sign-in, operator and identity routes, and (with the development adapters only) the SMS outbox, local identity provider and captcha tokens. */
export function authApiRoutes(auth: AuthServerDeps) {
  const api = new Hono<{ Variables: SessionVariables }>().route('/', authRoutes(auth.useCases)).route('/', operatorRoutes(auth.operators));
  if (auth.smsOutbox) api.route('/', smsOutboxRoutes(auth.smsOutbox));
  api.route('/', identityRoutes(auth.identity));
  if (auth.identity.devAuthorize) api.route('/', devIdentityRoutes(auth.identity.devAuthorize));
  if (auth.devCaptchaToken) api.route('/', devCaptchaRoutes(auth.devCaptchaToken));
  return api;
}
