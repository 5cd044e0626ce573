import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { CaptchaVerifier } from '../../application/auth/CaptchaVerifier';

/** SmartCaptcha's answer to /validate: status ok|failed, a message, and on ok the host it was passed on. */
const ValidateAnswer = t.intersection([t.type({ status: t.string }), t.partial({ message: t.string, host: t.string })]);

export interface SmartCaptchaConfig {
  /** The server key (SMARTCAPTCHA_SERVER_KEY). */
  readonly serverKey: string;
  /** https://smartcaptcha.yandexcloud.net by default; a local fake in tests. */
  readonly baseUrl?: string;
  readonly timeoutMs?: number;
}

/**
 * Yandex SmartCaptcha server validation (yandex.cloud/docs/smartcaptcha/operations/validate-captcha):
 * POST /validate, x-www-form-urlencoded secret, token, ip; the token passed when status is "ok".
 * Provider outage (HTTP 5xx, unreachable) lets the request through, as SmartCaptcha's docs recommend:
 * a shopper must not be locked out of sign-in by the captcha service, and the per-phone and per-address
 * code limits still hold. A readable "failed", any 4xx or an unreadable answer is a refusal.
 */
export function smartCaptchaVerifier(config: SmartCaptchaConfig, fetchFn: typeof fetch = fetch): CaptchaVerifier {
  const url = `${config.baseUrl ?? 'https://smartcaptcha.yandexcloud.net'}/validate`;
  return {
    verify: async (token, clientAddress) => {
      const form = new URLSearchParams({ secret: config.serverKey, token, ip: clientAddress });
      let body: unknown;
      try {
        const response = await fetchFn(url, { method: 'POST', body: form, signal: AbortSignal.timeout(config.timeoutMs ?? 5_000) });
        if (response.status >= 500) return { ok: true, detail: `provider unavailable: HTTP ${response.status}` };
        if (!response.ok) return { ok: false, detail: `HTTP ${response.status}` };
        body = await response.json();
      } catch (error) {
        if (error instanceof SyntaxError) return { ok: false, detail: 'unreadable answer' };
        return { ok: true, detail: `provider unreachable: ${error instanceof Error ? error.message : 'network error'}` };
      }
      const answer = ValidateAnswer.decode(body);
      if (E.isLeft(answer)) return { ok: false, detail: 'unreadable answer' };
      return answer.right.status === 'ok' ? { ok: true } : { ok: false, detail: answer.right.message || answer.right.status };
    },
  };
}
