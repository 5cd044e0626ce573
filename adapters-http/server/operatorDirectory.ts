import { scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;
import type { OperatorDirectory } from '../../application/operator/OperatorPorts';

const KEY_LENGTH = 32;

/** Hashes an operator password for OPERATOR_ACCOUNTS: `scrypt$<salt hex>$<hash hex>`. */
export function hashOperatorPassword(password: string, salt: string): string {
  return `scrypt$${Buffer.from(salt).toString('hex')}$${scryptSync(password, Buffer.from(salt), KEY_LENGTH).toString('hex')}`;
}

/**
 * Operator accounts from configuration: `login=scrypt$salt$hash` pairs separated by commas
 * (OPERATOR_ACCOUNTS). Unknown logins cost the same scrypt as known ones.
 */
export function configuredOperatorDirectory(accounts: string | undefined): OperatorDirectory {
  const table = new Map<string, { salt: Buffer; hash: Buffer }>();
  for (const entry of (accounts ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [login, value = ''] = entry.split('=');
    const [kind, salt, hash] = value.split('$');
    if (!login || kind !== 'scrypt' || !salt || !hash) throw new Error(`OPERATOR_ACCOUNTS: bad entry for "${login ?? ''}"`);
    table.set(login, { salt: Buffer.from(salt, 'hex'), hash: Buffer.from(hash, 'hex') });
  }
  const dummy = { salt: Buffer.from('no-such-operator'), hash: Buffer.alloc(KEY_LENGTH) };
  return {
    verify: async (login, secret) => {
      const account = table.get(login);
      const { salt, hash } = account ?? dummy;
      // Asynchronous: a login attempt never blocks the event loop for other shoppers.
      const actual = await scryptAsync(secret, salt, KEY_LENGTH);
      return timingSafeEqual(actual, hash.length === KEY_LENGTH ? hash : Buffer.alloc(KEY_LENGTH)) && account !== undefined;
    },
  };
}
