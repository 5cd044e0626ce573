import type { DeliveryAddress } from '../../domain/profile/deliveryAddress';

/** A customer's saved delivery addresses (spec §3 Delivery address). */
export interface DeliveryAddressRepository {
  /** Oldest first, so the list keeps its order when one is edited. */
  readonly list: (customerId: string) => Promise<readonly DeliveryAddress[]>;
  /** Adds it unless the customer already keeps `limit` addresses (false then); concurrent adds cannot pass the limit. */
  readonly add: (customerId: string, address: DeliveryAddress, limit: number) => Promise<boolean>;
  /** Replaces the customer's address with that id; false when there is none. */
  readonly update: (customerId: string, address: DeliveryAddress) => Promise<boolean>;
  /** False when the customer has no address with that id. */
  readonly remove: (customerId: string, id: string) => Promise<boolean>;
}

export type DeliveryAddressError = { readonly _tag: 'DELIVERY_ADDRESS_LIMIT' } | { readonly _tag: 'NOT_FOUND' };
