import * as E from 'fp-ts/Either';
import { EMAIL_CODE_TTL_MS, EMAIL_RESEND_AFTER_MS, emailConfirmationMail } from '../../domain/profile/emailConfirmation';
import { isBlockedEmail } from '../../domain/validation/blockedEmail';
import { emailKey } from '../../domain/validation/email';
import type { CodeGenerator, SecretHasher } from '../auth/CodeSecrets';
import type { Clock } from '../shared/Clock';
import type { IdGenerator } from '../shared/IdGenerator';
import type { EmailConfirmations } from './EmailConfirmations';

export interface EmailChangeDeps {
  readonly emails: EmailConfirmations;
  readonly generator: CodeGenerator;
  readonly hasher: SecretHasher;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly shopName: string;
}

/**
 * POST /profiles/current/email {email, token, subscriptionConsent} (spec §7 Profile): a code goes by letter to the new
 * address (domain/profile/emailConfirmation.ts); the profile keeps its e-mail until the code comes back. A blocked
 * domain is INVALID_EMAIL (spec §8), a second letter within a minute ALREADY_SENT.
 */
export const requestEmailChange =
  (deps: EmailChangeDeps) =>
  async (
    customerId: string,
    request: { readonly email: string; readonly subscriptionConsent: boolean },
  ): Promise<E.Either<'INVALID_EMAIL' | 'ALREADY_SENT', { readonly unconfirmedEmail: string; readonly expiresInSeconds: number }>> => {
    const email = emailKey(request.email);
    if (isBlockedEmail(email)) return E.left('INVALID_EMAIL');
    const now = deps.clock.now();
    const earlier = await deps.emails.pending(customerId);
    if (earlier && now.getTime() - earlier.createdAt.getTime() < EMAIL_RESEND_AFTER_MS) return E.left('ALREADY_SENT');
    const id = deps.ids.uuid();
    const code = deps.generator.code();
    await deps.emails.request(
      customerId,
      {
        id,
        email,
        codeHash: deps.hasher.hash(code, id),
        subscriptionConsent: request.subscriptionConsent,
        createdAt: now,
        expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MS),
      },
      emailConfirmationMail(email, code, deps.shopName),
    );
    return E.right({ unconfirmedEmail: email, expiresInSeconds: EMAIL_CODE_TTL_MS / 1000 });
  };
