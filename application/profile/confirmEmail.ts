import * as E from 'fp-ts/Either';
import { MAX_EMAIL_CODE_ATTEMPTS } from '../../domain/profile/emailConfirmation';
import type { EmailChangeDeps } from './requestEmailChange';

/**
 * POST /profiles/current/emails/_confirm {code} (spec §7 Profile; body the shop's): the code from the letter makes the
 * address the profile's. Tries are counted first, in one update, so parallel guesses are all counted; none pending
 * (or expired) is INCORRECT_FLOW, a wrong code INCORRECT_CODE, past five tries TEMPORARILY_BLOCKED (spec §8 Auth reasons).
 */
export const confirmEmail =
  (deps: Pick<EmailChangeDeps, 'emails' | 'hasher' | 'clock'>) =>
  async (customerId: string, code: string): Promise<E.Either<'INCORRECT_FLOW' | 'INCORRECT_CODE' | 'TEMPORARILY_BLOCKED', { readonly email: string }>> => {
    const pending = await deps.emails.pending(customerId);
    if (!pending || pending.expiresAt <= deps.clock.now()) return E.left('INCORRECT_FLOW');
    const attempts = await deps.emails.countAttempt(customerId, pending.id);
    if (attempts === 0) return E.left('INCORRECT_FLOW');
    if (attempts > MAX_EMAIL_CODE_ATTEMPTS) return E.left('TEMPORARILY_BLOCKED');
    if (!deps.hasher.matches(code, pending.id, pending.codeHash)) return E.left(attempts >= MAX_EMAIL_CODE_ATTEMPTS ? 'TEMPORARILY_BLOCKED' : 'INCORRECT_CODE');
    return (await deps.emails.confirm(customerId, pending.id)) ? E.right({ email: pending.email }) : E.left('INCORRECT_FLOW');
  };
