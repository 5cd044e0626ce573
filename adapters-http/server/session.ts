import type { Context, MiddlewareHandler } from 'hono';
import { getSignedCookie } from 'hono/cookie';
import { serializeSigned } from 'hono/utils/cookie';
import type { Viewer } from '../../application/auth/currentUser';
import { ownerKeyOf } from '../../application/auth/resolveSession';

export const SESSION_COOKIE = 'sid';
const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** /web-api/, /events-api/, /feature-toggle-api/…: calls made by scripts, not page loads. */
const API_PATH = /^\/[a-z-]+-api\//;

export interface SessionVariables {
  /** Whose cart and data this request acts on: `customer:<id>` when signed in, else `session:<sid>`. */
  ownerKey: string;
  /** Who the request acts for. */
  viewer: Viewer;
  /** Continues under a new session id (after sign-in or sign-out): sets the cookie. */
  startSession: (id: string) => Promise<void>;
  /** Set by a route whose answer holds nothing personal for a stranger: what it was made from (cachedAnswers.ts). */
  answerTags?: readonly string[];
}

/** Resolves a session id; undefined for a revoked session. */
export type SessionResolver = (id: string) => Promise<Viewer | undefined>;

const anonymous: SessionResolver = async (sessionId) => ({ sessionId, customerId: null, operator: null });

/**
 * Gives every visitor a session id in a signed, HttpOnly, SameSite=Lax cookie (Secure over HTTPS)
 * and resolves it through the session store: a forged, missing or revoked one starts a new session.
 */
export function sessionMiddleware(
  secret: string,
  newId: () => string,
  resolve: SessionResolver = anonymous,
): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    let cookie: string | undefined;
    const startSession = async (id: string) => {
      cookie = await serializeSigned(SESSION_COOKIE, id, secret, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c), maxAge: YEAR_SECONDS });
      const viewer: Viewer = { sessionId: id, customerId: null, operator: null };
      c.set('viewer', viewer);
      c.set('ownerKey', ownerKeyOf(viewer));
    };
    c.set('startSession', startSession);
    const id = await getSignedCookie(c, secret, SESSION_COOKIE);
    const viewer = id ? await resolve(id) : undefined;
    if (viewer) {
      c.set('viewer', viewer);
      c.set('ownerKey', ownerKeyOf(viewer));
    } else if (id && API_PATH.test(c.req.path)) {
      // A revoked session on an API call is most likely a request that was on its way while sign-in or
      // sign-out replaced the cookie: answer it as a stranger, but leave the new cookie in place.
      const stranger: Viewer = { sessionId: newId(), customerId: null, operator: null };
      c.set('viewer', stranger);
      c.set('ownerKey', ownerKeyOf(stranger));
    } else {
      await startSession(newId());
    }
    await next();
    // Set on the final answer, whichever way it was made (rendered pages are Responses of their own).
    if (cookie) {
      try {
        c.res.headers.append('set-cookie', cookie);
      } catch {
        // A response with immutable headers (a proxied fetch) goes without: the next request sets it.
      }
    }
  };
}

function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}
