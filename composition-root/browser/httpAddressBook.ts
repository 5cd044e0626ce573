import * as E from 'fp-ts/Either';
import type { ApiRequest } from '../../adapters-http/client/apiClient';
import { DeliveryAddress, DeliveryAddresses } from '../../adapters-http/contract/profileAccount';
import type { AddressBookApi } from '../../application/account/AddressBookApi';

const PATH = '/profiles/current/delivery-addresses';

/** The profile's addresses over the API. */
export const httpAddressBook = (request: ApiRequest): AddressBookApi => ({
  list: async () => E.map((answer: DeliveryAddresses) => answer.addresses)(await request('GET', PATH, DeliveryAddresses)),
  add: (address) => request('POST', PATH, DeliveryAddress, address),
  update: (id, address) => request('PUT', `${PATH}/${encodeURIComponent(id)}`, DeliveryAddress, address),
  remove: (id) => request('DELETE', `${PATH}/${encodeURIComponent(id)}`, DeliveryAddresses),
});
