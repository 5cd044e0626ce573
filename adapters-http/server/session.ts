import type { Context, MiddlewareHandler } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'sid';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface SessionVariables {
  /** Whose cart and data this request acts on. */
  ownerKey: string;
}

/**
 * Gives every visitor a session id in a signed, HttpOnly cookie; an anonymous cart hangs on it,
 * so it survives reloads and server restarts. A forged or missing cookie starts a new session.
 */
export function sessionMiddleware(secret: string, newId: () => string): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    let id = await getSignedCookie(c, secret, SESSION_COOKIE);
    if (!id) {
      id = newId();
      await setSignedCookie(c, SESSION_COOKIE, id, secret, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: isHttps(c),
        maxAge: YEAR_SECONDS,
      });
    }
    c.set('ownerKey', `session:${id}`);
    await next();
  };
}

function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}
