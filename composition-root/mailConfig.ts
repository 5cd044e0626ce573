import type { UnisenderGoConfig } from '../adapters-http/gateways/unisenderGoGateway';

/** How letters leave the shop (docs/email.md): the development outbox or Unisender Go. */
export type MailConfig =
  | { readonly kind: 'outbox'; readonly intervalMs: number }
  | ({ readonly kind: 'unisender'; readonly intervalMs: number } & UnisenderGoConfig);

const DEFAULT_INTERVAL_MS = 10_000;

/** Reads MAIL_PROVIDER (outbox by default) and its keys; a real provider without its keys refuses to start. */
export function readMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const provider = env.MAIL_PROVIDER ?? 'outbox';
  const interval = env.MAIL_JOB_INTERVAL_MS ?? String(DEFAULT_INTERVAL_MS);
  if (!/^[1-9]\d{2,7}$/.test(interval)) throw new Error(`MAIL_JOB_INTERVAL_MS must be a whole number of milliseconds ≥ 100, got ${interval}`);
  const intervalMs = Number(interval);
  if (provider === 'outbox') return { kind: 'outbox', intervalMs };
  if (provider !== 'unisender') throw new Error(`MAIL_PROVIDER must be outbox or unisender, got ${provider}`);
  if (!env.UNISENDER_GO_API_KEY || !env.MAIL_FROM) throw new Error('MAIL_PROVIDER=unisender needs UNISENDER_GO_API_KEY and MAIL_FROM');
  return {
    kind: 'unisender',
    intervalMs,
    apiKey: env.UNISENDER_GO_API_KEY,
    fromEmail: env.MAIL_FROM,
    fromName: env.MAIL_FROM_NAME || undefined,
    baseUrl: env.UNISENDER_GO_BASE_URL?.replace(/\/+$/, '') || undefined,
  };
}
