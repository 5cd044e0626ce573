/** Name a saved delivery address gets when none is given (spec §3 Delivery address). */
export const DEFAULT_ADDRESS_NAME = 'Адрес доставки';

/** A delivery address as the shopper fills it in (spec §3 Delivery address). */
export interface DeliveryAddress {
  readonly name?: string;
  readonly entrance?: string;
  readonly doorphoneCode?: string;
  readonly floor?: string;
  readonly apartment?: string;
  readonly geoPoint?: string;
}

/** The address to send: blank strings dropped, a blank name replaced by the default (spec §3, §5 Cart). */
export function addressToSend(address: DeliveryAddress): DeliveryAddress {
  const entries = Object.entries(address).filter(([, v]) => typeof v !== 'string' || v.trim() !== '');
  const cleaned = Object.fromEntries(entries) as DeliveryAddress;
  return { ...cleaned, name: cleaned.name?.trim() || DEFAULT_ADDRESS_NAME };
}
