import type { ApiRequest } from '../../adapters-http/client/apiClient';
import { DeliveryAddress, DeliveryAddresses } from '../../adapters-http/contract/profileAccount';
import type { AddressBookApi } from '../../application/account/AddressBookApi';

const PATH = '/profiles/current/delivery-addresses';

/** The profile's address writes over the API. */
export const httpAddressBook = (request: ApiRequest): AddressBookApi => ({
  add: (address) => request('POST', PATH, DeliveryAddress, address),
  update: (id, address) => request('PUT', `${PATH}/${encodeURIComponent(id)}`, DeliveryAddress, address),
  remove: (id) => request('DELETE', `${PATH}/${encodeURIComponent(id)}`, DeliveryAddresses),
});
