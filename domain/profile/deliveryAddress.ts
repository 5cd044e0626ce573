/** A delivery address kept in the profile (spec §3 Delivery address), reused at checkout. */
export interface DeliveryAddressFields {
  readonly name: string;
  /** The address line picked from the suggestions: city, street, house. */
  readonly text: string;
  readonly entrance: string;
  readonly doorphoneCode: string;
  readonly floor: string;
  readonly apartment: string;
  /** Geohash of the house (spec §9 precision 12). */
  readonly geoPoint: string;
}

export interface DeliveryAddress extends DeliveryAddressFields {
  readonly id: string;
}

/** The name an address gets when the customer gives none (spec §3 Delivery address). */
export const DEFAULT_DELIVERY_ADDRESS_NAME = 'Адрес доставки';

/** Addresses one customer may keep: enough for home, work and relatives, and a bound on what one account stores. */
export const MAX_DELIVERY_ADDRESSES = 10;

/** Field lengths, the same as the checkout's delivery address (adapters-http/contract/shipment.ts). */
export const DELIVERY_ADDRESS_LIMITS = { name: 50, text: 300, entrance: 10, doorphoneCode: 20, floor: 10, apartment: 10 } as const;

/** Written for this shop (the spec shows none): why the eleventh address is refused. */
export const DELIVERY_ADDRESS_LIMIT_MESSAGE = `Можно сохранить не больше ${MAX_DELIVERY_ADDRESSES} адресов. Удалите ненужный, чтобы добавить новый`;

export type DeliveryAddressInput = Pick<DeliveryAddressFields, 'text' | 'geoPoint'> & Partial<Omit<DeliveryAddressFields, 'text' | 'geoPoint'>>;

/** Trims every field; a blank or missing name becomes the default one (spec §3 Delivery address), missing details become empty. */
export function normalizeDeliveryAddress(input: DeliveryAddressInput): DeliveryAddressFields {
  const name = input.name?.trim() ?? '';
  return {
    name: name === '' ? DEFAULT_DELIVERY_ADDRESS_NAME : name,
    text: input.text.trim(),
    entrance: input.entrance?.trim() ?? '',
    doorphoneCode: input.doorphoneCode?.trim() ?? '',
    floor: input.floor?.trim() ?? '',
    apartment: input.apartment?.trim() ?? '',
    geoPoint: input.geoPoint,
  };
}
