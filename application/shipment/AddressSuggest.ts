import type * as E from 'fp-ts/Either';
import type { LatLon } from '../../domain/location/geohash';
import type { LocationLevel } from '../../domain/location/location';

/** An address the maps service suggests for typed text; `id` is the service's handle to locate it. */
export interface AddressSuggestion {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
}

/** A suggested address with its point (spec §3 Delivery address geoPoint, Location locationLevel). */
export interface LocatedAddress {
  readonly text: string;
  readonly geoPoint: string;
  readonly locationLevel: LocationLevel;
}

export type AddressSuggestFailure = { readonly _tag: 'SERVER_ERROR' } | { readonly _tag: 'NOT_FOUND' };

/**
 * A maps suggest service (spec §7 Location: "A maps suggest service is called directly for address
 * suggestions"). Our server calls it for the browser so the service key never leaves the server.
 */
export interface AddressSuggest {
  /** Street and house suggestions for typed text, those near `near` first. */
  readonly suggest: (text: string, near: LatLon | undefined) => Promise<E.Either<AddressSuggestFailure, readonly AddressSuggestion[]>>;
  /** The text and point of a suggestion the shopper picked. */
  readonly locate: (id: string) => Promise<E.Either<AddressSuggestFailure, LocatedAddress>>;
}
