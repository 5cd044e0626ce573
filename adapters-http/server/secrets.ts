import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodeGenerator, SecretHasher } from '../../application/auth/CodeSecrets';

/** Six digits from Node's cryptographically secure random source. */
export const cryptoCodeGenerator: CodeGenerator = { code: () => String(randomInt(0, 1_000_000)).padStart(6, '0') };

/** HMAC-SHA256 under a server key, salted with the code's id: a stolen table cannot be brute-forced offline. */
export function hmacSecretHasher(key: string): SecretHasher {
  const hash = (secret: string, salt: string) => createHmac('sha256', key).update(`${salt}:${secret}`).digest('base64url');
  return {
    hash,
    matches: (secret, salt, expected) => {
      const a = Buffer.from(hash(secret, salt));
      const b = Buffer.from(expected);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
