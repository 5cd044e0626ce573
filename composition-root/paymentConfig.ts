/** Which acquirer takes online payments (README, Configuration). */
type PaymentProviderConfig =
  | { readonly kind: 'sandbox'; readonly notifyDelayMs: number }
  | { readonly kind: 'tinkoff'; readonly terminalKey: string; readonly password: string; readonly baseUrl?: string };

export interface PaymentConfig {
  readonly provider: PaymentProviderConfig;
  /** SHOP_URL: the shop's public address for the acquirer's return and notification addresses; empty means same-origin paths (sandbox only). */
  readonly shopUrl: string;
  /** PAYMENT_JOBS_INTERVAL_MS: how often the server delivers the sandbox acquirer's notifications. */
  readonly jobsIntervalMs: number;
  /** UNPAID_ORDERS_INTERVAL_MS: how often orders whose payment did not complete in time are released. */
  readonly releaseIntervalMs: number;
}

const wholeMs = (name: string, value: string | undefined, fallback: number, min: number): number => {
  const n = Number(value ?? fallback);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of milliseconds ≥ ${min}, got ${value}`);
  return n;
};

/**
 * PAYMENT_PROVIDER: sandbox (default, the acquirer stand-in at /sandbox-acquirer/, SANDBOX_NOTIFY_DELAY_MS
 * holds its notifications back; only with SMS_PROVIDER=outbox) or tinkoff, which needs TINKOFF_TERMINAL_KEY, TINKOFF_PASSWORD and an
 * absolute SHOP_URL (start-up fails without them); TINKOFF_BASE_URL overrides https://securepay.tinkoff.ru (tests).
 */
export function readPaymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  const kind = env.PAYMENT_PROVIDER || 'sandbox';
  const shopUrl = (env.SHOP_URL ?? '').replace(/\/+$/, '');
  if (shopUrl && !/^https?:\/\/[^/]+/.test(shopUrl)) throw new Error(`SHOP_URL must be an absolute http(s) address, got ${env.SHOP_URL}`);
  const jobsIntervalMs = wholeMs('PAYMENT_JOBS_INTERVAL_MS', env.PAYMENT_JOBS_INTERVAL_MS, 1000, 10);
  const releaseIntervalMs = wholeMs('UNPAID_ORDERS_INTERVAL_MS', env.UNPAID_ORDERS_INTERVAL_MS, 60_000, 10);
  if (kind === 'sandbox') {
    // Like the development captcha: the sandbox lets anyone pay, so it runs only beside the SMS outbox.
    if ((env.SMS_PROVIDER ?? 'outbox') !== 'outbox')
      throw new Error('With a real SMS_PROVIDER set PAYMENT_PROVIDER=tinkoff: the sandbox acquirer lets anyone pay');
    return {
      provider: { kind, notifyDelayMs: wholeMs('SANDBOX_NOTIFY_DELAY_MS', env.SANDBOX_NOTIFY_DELAY_MS, 0, 0) },
      shopUrl,
      jobsIntervalMs,
      releaseIntervalMs,
    };
  }
  if (kind !== 'tinkoff') throw new Error(`PAYMENT_PROVIDER must be sandbox or tinkoff, got ${kind}`);
  const missing = ['TINKOFF_TERMINAL_KEY', 'TINKOFF_PASSWORD', 'SHOP_URL'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`PAYMENT_PROVIDER=tinkoff needs ${missing.join(', ')}`);
  return {
    provider: { kind, terminalKey: env.TINKOFF_TERMINAL_KEY!, password: env.TINKOFF_PASSWORD!, baseUrl: env.TINKOFF_BASE_URL || undefined },
    shopUrl,
    jobsIntervalMs,
    releaseIntervalMs,
  };
}
