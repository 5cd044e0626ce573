import { reviewWidgetClaims } from '../../domain/reviews/reviewWidgetToken';
import type { Clock } from '../shared/Clock';
import type { PersonalDataRepository } from './PersonalDataRepository';
import type { TokenSigner } from './TokenSigner';

/** The token the review widget (Shoppilot) posts the signed-in customer's reviews with (spec §7 GET /shoppilot/jwt-tokens). */
export function reviewWidgetToken(deps: { readonly profiles: Pick<PersonalDataRepository, 'profileOf'>; readonly signer: TokenSigner; readonly clock: Clock }) {
  return async (customerId: string): Promise<{ readonly token: string; readonly expiresAt: string }> => {
    const profile = await deps.profiles.profileOf(customerId);
    const claims = reviewWidgetClaims(customerId, profile?.firstName ?? null, deps.clock.now());
    return { token: await deps.signer.sign({ ...claims }), expiresAt: new Date(claims.exp * 1000).toISOString() };
  };
}
