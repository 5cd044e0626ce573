import type { Viewer } from '../../application/auth/currentUser';

/** Pages FT9519 keeps from anonymous visitors: the profile area (spec §6 Anonymous visitor). */
const GUARDED = /^\/profile(\/|$)/;
/** Where they go instead: the home page with the sign-in dialog open. */
export const SIGN_IN_PAGE = '/?login=1';

/**
 * FT9519 (spec §3 Feature toggles, §6): with the toggle on, an anonymous visitor asking for a guarded
 * page is redirected to sign in; undefined when the page may be rendered.
 */
export function anonymousRedirect(request: Request, viewer: Viewer, enabled: boolean): Response | undefined {
  if (!enabled || viewer.customerId !== null || !GUARDED.test(new URL(request.url).pathname)) return undefined;
  return new Response(null, { status: 302, headers: { location: SIGN_IN_PAGE, 'cache-control': 'no-store' } });
}
