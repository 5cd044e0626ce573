import type { DeliveryAddressRepository } from './DeliveryAddressRepository';

/** GET /profiles/current/delivery-addresses (spec §7 Profile). */
export const listDeliveryAddresses = (deps: { readonly addresses: DeliveryAddressRepository }) => (customerId: string) => deps.addresses.list(customerId);
