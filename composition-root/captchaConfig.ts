/** Which captcha checks the token of a code request after NEED_CAPTCHA (README, Configuration). */
export type CaptchaConfig =
  | { readonly kind: 'dev' }
  | { readonly kind: 'smartcaptcha'; readonly serverKey: string; readonly siteKey: string; readonly baseUrl?: string };

/**
 * CAPTCHA_PROVIDER: dev (default, tokens from GET /web-api/v1/dev/captcha-token) or smartcaptcha, which
 * needs SMARTCAPTCHA_SERVER_KEY and SMARTCAPTCHA_SITE_KEY (start-up fails without them, spec §7);
 * SMARTCAPTCHA_BASE_URL overrides https://smartcaptcha.yandexcloud.net (tests).
 */
export function readCaptchaConfig(env: NodeJS.ProcessEnv): CaptchaConfig {
  const provider = env.CAPTCHA_PROVIDER || 'dev';
  // The development captcha hands tokens to anyone: like the SMS outbox, it is for development only.
  if (provider === 'dev' && (env.SMS_PROVIDER ?? 'outbox') !== 'outbox') {
    throw new Error('With a real SMS_PROVIDER set CAPTCHA_PROVIDER=smartcaptcha: the development captcha protects nothing');
  }
  if (provider === 'dev') return { kind: 'dev' };
  if (provider !== 'smartcaptcha') throw new Error(`CAPTCHA_PROVIDER must be dev or smartcaptcha, got ${provider}`);
  const missing = ['SMARTCAPTCHA_SERVER_KEY', 'SMARTCAPTCHA_SITE_KEY'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`CAPTCHA_PROVIDER=smartcaptcha needs ${missing.join(' and ')}`);
  return {
    kind: 'smartcaptcha',
    serverKey: env.SMARTCAPTCHA_SERVER_KEY!,
    siteKey: env.SMARTCAPTCHA_SITE_KEY!,
    baseUrl: env.SMARTCAPTCHA_BASE_URL || undefined,
  };
}
