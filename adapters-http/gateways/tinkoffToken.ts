import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * T-Bank's request signature (developer.tbank.ru/eacq/intro/developer/token): the root-level scalar
 * values (nested objects such as Receipt and DATA left out, Token itself too) with Password added,
 * sorted by key, concatenated and hashed with SHA-256 (hex). Notifications are signed the same way.
 */
export function tinkoffToken(fields: Readonly<Record<string, unknown>>, password: string): string {
  const values = Object.entries({ ...fields, Password: password })
    .filter(([key, value]) => key !== 'Token' && value !== null && value !== undefined && typeof value !== 'object')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, value]) => String(value));
  return createHash('sha256').update(values.join(''), 'utf8').digest('hex');
}

/** Whether a message carries the right Token, compared in constant time. */
export function hasValidToken(fields: Readonly<Record<string, unknown>>, password: string): boolean {
  const given = fields.Token;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), Buffer.from(tinkoffToken(fields, password), 'hex'));
}

/** The fields with their Token added. */
export function signed<F extends Record<string, unknown>>(fields: F, password: string): F & { Token: string } {
  return { ...fields, Token: tinkoffToken(fields, password) };
}
