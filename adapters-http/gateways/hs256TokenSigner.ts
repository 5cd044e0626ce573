import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import type { TokenSigner } from '../../application/profile/TokenSigner';

/**
 * Signs HS256 tokens with a key of one partner, derived from the server secret and the partner's name: the key
 * handed to the partner opens nothing else, and no second secret has to be kept.
 */
export function hs256TokenSigner(serverSecret: string, partner: string): TokenSigner {
  const key = createHmac('sha256', serverSecret).update(`jwt:${partner}`).digest();
  return { sign: (claims) => new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key) };
}
