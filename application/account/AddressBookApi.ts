import type * as E from 'fp-ts/Either';
import type { DeliveryAddressInput } from '../../domain/profile/deliveryAddress';

/** A refused or failed call: the spec's reason and the customer's message. */
export interface AddressBookFailure {
  readonly reason: string;
  readonly message: string;
}

/** The profile's address writes from the browser (POST, PUT, DELETE /profiles/current/delivery-addresses). */
export interface AddressBookApi {
  readonly add: (address: DeliveryAddressInput) => Promise<E.Either<AddressBookFailure, unknown>>;
  readonly update: (id: string, address: DeliveryAddressInput) => Promise<E.Either<AddressBookFailure, unknown>>;
  readonly remove: (id: string) => Promise<E.Either<AddressBookFailure, unknown>>;
}
