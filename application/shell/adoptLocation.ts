import type { LocationRepository } from './LocationRepository';

/**
 * Signing in starts a new session owner: the location the visitor chose or confirmed becomes the customer's,
 * as the cart does, so the city question is not asked again (issue 14); a visitor who chose none keeps the
 * customer's own.
 */
export const adoptLocation =
  (deps: { readonly locations: LocationRepository }) =>
  async (fromOwnerKey: string, toOwnerKey: string): Promise<void> => {
    const chosen = await deps.locations.chosen(fromOwnerKey);
    if (chosen) await deps.locations.choose(toOwnerKey, chosen);
  };
