import type * as E from 'fp-ts/Either';
import type { DeliveryAddress, DeliveryAddressInput } from '../../domain/profile/deliveryAddress';

/** A refused or failed call: the spec's reason and the customer's message. */
interface AddressBookFailure {
  readonly reason: string;
  readonly message: string;
}

/** The profile's addresses from the browser (GET, POST, PUT, DELETE /profiles/current/delivery-addresses). */
export interface AddressBookApi {
  /** The saved addresses, oldest first (GET /profiles/current/delivery-addresses); the checkout offers them. */
  readonly list: () => Promise<E.Either<AddressBookFailure, readonly DeliveryAddress[]>>;
  readonly add: (address: DeliveryAddressInput) => Promise<E.Either<AddressBookFailure, unknown>>;
  readonly update: (id: string, address: DeliveryAddressInput) => Promise<E.Either<AddressBookFailure, unknown>>;
  readonly remove: (id: string) => Promise<E.Either<AddressBookFailure, unknown>>;
}
