import * as E from 'fp-ts/Either';
import { MAX_DELIVERY_ADDRESSES, normalizeDeliveryAddress, type DeliveryAddress, type DeliveryAddressInput } from '../../domain/profile/deliveryAddress';
import type { IdGenerator } from '../shared/IdGenerator';
import type { DeliveryAddressError, DeliveryAddressRepository } from './DeliveryAddressRepository';

/** POST /profiles/current/delivery-addresses: saves a new address, at most MAX_DELIVERY_ADDRESSES per customer. */
export const addDeliveryAddress =
  (deps: { readonly addresses: DeliveryAddressRepository; readonly ids: IdGenerator }) =>
  async (customerId: string, input: DeliveryAddressInput): Promise<E.Either<DeliveryAddressError, DeliveryAddress>> => {
    const address = { id: deps.ids.uuid(), ...normalizeDeliveryAddress(input) };
    return (await deps.addresses.add(customerId, address, MAX_DELIVERY_ADDRESSES)) ? E.right(address) : E.left({ _tag: 'DELIVERY_ADDRESS_LIMIT' });
  };
