/** How precise a location is (spec §3 Location). */
export type LocationLevel = 'OTHER' | 'STREET' | 'HOUSE';

/** The shopper's location (spec §3 Location). */
export interface UserLocation {
  readonly geoPoint: string;
  readonly locationLevel: LocationLevel;
  readonly isConfirmed: boolean;
  readonly locationName?: string;
  readonly cityId?: string;
  readonly cityName?: string;
}

/** Popup variants for an unconfirmed location (spec §4 Location). */
export type LocationPopup = 'cityQuestion' | 'refine' | 'afterGeohash';

/** Which popup an unconfirmed location shows: after a geohash URL, a refine request when only the city is known at street level or better is needed, else the city question (spec §4 Location). */
export function locationPopup(location: UserLocation, context: { readonly cameFromGeohashUrl: boolean; readonly needsAddress: boolean }): LocationPopup | null {
  if (location.isConfirmed) return null;
  if (context.cameFromGeohashUrl) return 'afterGeohash';
  return context.needsAddress && location.locationLevel === 'OTHER' ? 'refine' : 'cityQuestion';
}
