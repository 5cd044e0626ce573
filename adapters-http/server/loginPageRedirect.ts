import type { Viewer } from '../../application/auth/currentUser';
import { afterSignIn, LOGIN_PATH } from '../../domain/auth/backUrl';

/**
 * /login/ for a visitor already signed in (spec §2 Routes): 302 to the query's `backUrl` when it is a path of
 * this site, else home; undefined when the page may be rendered. The page reloads itself after a sign-in,
 * so this is also how the browser reaches backUrl then.
 */
export function loginPageRedirect(request: Request, viewer: Viewer): Response | undefined {
  const url = new URL(request.url);
  if (viewer.customerId === null || (url.pathname !== LOGIN_PATH && url.pathname !== '/login')) return undefined;
  return new Response(null, { status: 302, headers: { location: afterSignIn(url.searchParams.get('backUrl')), 'cache-control': 'no-store' } });
}
