import * as E from 'fp-ts/Either';
import { normalizeDeliveryAddress, type DeliveryAddress, type DeliveryAddressInput } from '../../domain/profile/deliveryAddress';
import type { DeliveryAddressError, DeliveryAddressRepository } from './DeliveryAddressRepository';

/** PUT /profiles/current/delivery-addresses/{id}: replaces the customer's own address; another's is NOT_FOUND. */
export const updateDeliveryAddress =
  (deps: { readonly addresses: DeliveryAddressRepository }) =>
  async (customerId: string, id: string, input: DeliveryAddressInput): Promise<E.Either<DeliveryAddressError, DeliveryAddress>> => {
    const address = { id, ...normalizeDeliveryAddress(input) };
    return (await deps.addresses.update(customerId, address)) ? E.right(address) : E.left({ _tag: 'NOT_FOUND' });
  };
