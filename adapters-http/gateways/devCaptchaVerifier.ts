import type { CaptchaVerifier } from '../../application/auth/CaptchaVerifier';

/** The local development captcha: issues tokens (GET /dev/captcha-token) and accepts each one once. */
export interface DevCaptcha {
  readonly issue: () => string;
  readonly verifier: CaptchaVerifier;
}

/** Tokens live five minutes and pass once, like SmartCaptcha's. */
export function devCaptcha(newId: () => string, now: () => Date = () => new Date(), ttlMs = 5 * 60_000): DevCaptcha {
  const issued = new Map<string, number>();
  return {
    issue: () => {
      const token = `dev-captcha-${newId()}`;
      issued.set(token, now().getTime() + ttlMs);
      return token;
    },
    verifier: {
      verify: async (token) => {
        const expires = issued.get(token);
        issued.delete(token);
        if (expires === undefined) return { ok: false, detail: 'Invalid or expired Token.' };
        return expires > now().getTime() ? { ok: true } : { ok: false, detail: 'Invalid or expired Token.' };
      },
    },
  };
}
