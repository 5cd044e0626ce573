import type { Kysely } from 'kysely';
import type { CaptchaVerifier } from '../../application/auth/CaptchaVerifier';
import type { Database } from './schema';

/** The local development captcha: issues tokens (GET /dev/captcha-token) and accepts each one once. */
export interface DevCaptcha {
  readonly issue: () => Promise<string>;
  readonly verifier: CaptchaVerifier;
}

const REFUSED = { ok: false, detail: 'Invalid or expired Token.' } as const;

/**
 * Tokens live five minutes and pass once, like SmartCaptcha's. They are kept in the database, so every server
 * process shares them, and spent by one delete, so a token raced through two processes passes in one.
 */
export function postgresDevCaptcha(db: Kysely<Database>, newId: () => string, now: () => Date, ttlMs = 5 * 60_000): DevCaptcha {
  return {
    issue: async () => {
      const token = `dev-captcha-${newId()}`;
      const at = now();
      await db.deleteFrom('dev_captcha_token').where('expires_at', '<=', at).execute();
      await db
        .insertInto('dev_captcha_token')
        .values({ token, expires_at: new Date(at.getTime() + ttlMs) })
        .execute();
      return token;
    },
    verifier: {
      verify: async (token) => {
        const spent = await db.deleteFrom('dev_captcha_token').where('token', '=', token).returning('expires_at').executeTakeFirst();
        return spent && new Date(spent.expires_at) > now() ? { ok: true } : REFUSED;
      },
    },
  };
}
