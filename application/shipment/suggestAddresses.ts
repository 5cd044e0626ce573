import * as E from 'fp-ts/Either';
import { SUGGEST_MIN_LENGTH } from '../../domain/catalogue/search';
import type { AddressSuggest, AddressSuggestFailure, AddressSuggestion } from './AddressSuggest';
import type { LocationRepository } from '../shell/LocationRepository';
import { shopperCity } from './shipmentDeps';

/** Address suggestions near the shopper's city, from 2 characters (spec §7 GET /location/addresses, §9). */
export const suggestAddresses =
  (deps: { readonly addresses: AddressSuggest; readonly locations: LocationRepository }) =>
  async (ownerKey: string, text: string): Promise<E.Either<AddressSuggestFailure, readonly AddressSuggestion[]>> => {
    const query = text.trim();
    if (Array.from(query).length < SUGGEST_MIN_LENGTH) return E.right([]);
    return deps.addresses.suggest(query, await shopperCity(deps, ownerKey));
  };
