/** The sign-in page (spec §2 Routes /login/). */
export const LOGIN_PATH = '/login/';

const MAX_BACK_URL_LENGTH = 2000;

/**
 * The query `backUrl` when it is a path of this site, else null (spec §2 Routes /login/): the login page
 * redirects there, so an outside address would make it an open redirect.
 */
export function safeBackUrl(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_BACK_URL_LENGTH || raw[0] !== '/') return null;
  // Never `//host` or `/\host` (browsers read both as another host), nor whitespace or control characters
  // (a URL parser drops tabs and newlines, so `/\t/host` would become `//host`).
  if (raw[1] === '/' || raw.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a back URL with control characters is refused
  return /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(raw) ? null : raw;
}

/** Where a signed-in visitor of the login page goes (spec §2 Routes /login/): the safe `backUrl`, else home (no profile page yet). */
export const afterSignIn = (backUrl: string | null | undefined): string => safeBackUrl(backUrl) ?? '/';

/** The login page that returns to `path` once signed in (spec §3 FT9519: anonymous visitors of guarded pages go there). */
export const loginPathFor = (path: string): string => `${LOGIN_PATH}?backUrl=${encodeURIComponent(path)}`;
