import type { RejectionCookie } from '../../application/auth/floatingSignInViewModel';

const NAME = 'floatingSignInRejected';
const DAYS_30 = 30 * 24 * 60 * 60;

/** The floating sign-in's rejection cookie in the browser (spec §4 Floating one-tap sign-in). */
export function browserRejectionCookie(doc: Pick<Document, 'cookie'>): RejectionCookie {
  return {
    exists: () => doc.cookie.split(';').some((c) => c.trim().startsWith(`${NAME}=`)),
    set: () => {
      doc.cookie = `${NAME}=1; max-age=${DAYS_30}; path=/; SameSite=Lax`;
    },
  };
}
