import * as E from 'fp-ts/Either';
import type { DeliveryAddress } from '../../domain/profile/deliveryAddress';
import type { DeliveryAddressError, DeliveryAddressRepository } from './DeliveryAddressRepository';

/** DELETE /profiles/current/delivery-addresses/{id}: answers the addresses left. */
export const deleteDeliveryAddress =
  (deps: { readonly addresses: DeliveryAddressRepository }) =>
  async (customerId: string, id: string): Promise<E.Either<DeliveryAddressError, readonly DeliveryAddress[]>> =>
    (await deps.addresses.remove(customerId, id)) ? E.right(await deps.addresses.list(customerId)) : E.left({ _tag: 'NOT_FOUND' });
