import type { Viewer } from '../../application/auth/currentUser';
import { loginPathFor } from '../../domain/auth/backUrl';

/** Pages FT9519 keeps from anonymous visitors: the profile area (spec §6 Anonymous visitor). */
const GUARDED = /^\/profile(\/|$)/;

/**
 * FT9519 (spec §3 Feature toggles, §6): with the toggle on, an anonymous visitor asking for a guarded
 * page is redirected to the login page, which returns there once signed in; undefined when the page may be rendered.
 */
export function anonymousRedirect(request: Request, viewer: Viewer, enabled: boolean): Response | undefined {
  const { pathname, search } = new URL(request.url);
  if (!enabled || viewer.customerId !== null || !GUARDED.test(pathname)) return undefined;
  return new Response(null, { status: 302, headers: { location: loginPathFor(pathname + search), 'cache-control': 'no-store' } });
}
