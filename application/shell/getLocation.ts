import type { LocationRepository } from './LocationRepository';
import { locationView, type LocationView } from './locationView';

/** The session owner's location: the chosen one, else Moscow unconfirmed (spec §4 Location, §7 GET /location). */
export function getLocation(deps: { readonly locations: LocationRepository }) {
  return async (ownerKey: string): Promise<LocationView | undefined> => locationView(await deps.locations.cities(), await deps.locations.chosen(ownerKey));
}
