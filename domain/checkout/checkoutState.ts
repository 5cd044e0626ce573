import type { DeliveryAddress } from '../delivery/deliveryAddress';
import type { PaymentMethod } from '../payment/paymentMethods';
import type { PaymentTool } from '../payment/paymentOptions';

// Money in this state is a decimal string ("1499.00"): the state is stored with the cart as written
// and read back without rounding.

/** A gift card applied to the cart: a promised payment of `amount` from the card (spec §3 Cart payment.giftCards). */
export interface AppliedGiftCard {
  readonly promisedPaymentId: string;
  readonly giftCardNumber: string;
  readonly amount: string;
}

/** Pickup at a shop or pickup point (spec §7 POST /cart/obtaining-methods/pickup {id, inStock}). */
interface PickupChoice {
  readonly type: 'PICKUP';
  readonly pointId: string;
  /** Only goods already in stock at the point, for pickup today. */
  readonly inStock: boolean;
}

/** The delivery variant chosen for the address (spec §7 PUT /cart/delivery/variants). */
export interface DeliveryVariantChoice {
  readonly deliveryServiceLevelId: string;
  readonly receivingDateFrom: string;
  readonly receivingDateTo: string;
  readonly receivingTimeSlotId: string | null;
  readonly deliveryCost: string;
  readonly freeDeliveryLimit: string | null;
}

/** Delivery to an address (spec §7 POST /cart/obtaining-methods/delivery {address, geoPoint}). */
interface DeliveryChoice {
  readonly type: 'DELIVERY';
  /** The address line as chosen from the suggestions, with entrance, floor and so on. */
  readonly address: DeliveryAddress & { readonly text: string };
  readonly geoPoint: string;
  readonly variant: DeliveryVariantChoice | null;
}

/** How the order is obtained. */
export type ShipmentChoice = PickupChoice | DeliveryChoice;

/** A person on the order, owner or receiver (spec §3 Cart contactUser). */
export interface ContactPerson {
  readonly firstName: string;
  readonly lastName: string;
  /** E.164, e.g. +79161234567. */
  readonly phone: string;
  readonly email?: string;
}

/** Company details for legal-entity checkout (spec §3 Legal entity, Cart legalEntityInfo). */
export interface LegalEntityDetails {
  readonly name: string;
  readonly tin: string;
  readonly bic: string;
  readonly iec: string;
  readonly paymentAccount: string;
  readonly correspondentAccount: string;
  readonly ogrn: string;
  readonly accountant?: string;
  readonly ceo?: string;
}

/** The chosen payment option (spec §7 POST /cart/payments {id, paymentTool}). */
export interface PaymentChoice {
  readonly paymentMethod: PaymentMethod;
  readonly paymentTool: PaymentTool | null;
}

/** Everything the shopper chose for the order besides the lines, kept with the cart. */
export interface CheckoutState {
  /** REGULAR, or FAST for a one-item fast checkout (spec §4 Fast cart). */
  readonly cartType: 'REGULAR' | 'FAST';
  /** Codes applied, upper-case, in the order applied (spec §7 POST /cart/promocodes/{code}). */
  readonly promoCodes: readonly string[];
  /** Whether the customer pays part with bonuses (spec §7 POST /cart/_toggle-bonus). */
  readonly bonusApplied: boolean;
  readonly giftCards: readonly AppliedGiftCard[];
  readonly shipment: ShipmentChoice | null;
  /** Delivery services chosen (spec §7 POST /cart/delivery/_set-services). */
  readonly services: readonly string[];
  readonly owner: ContactPerson | null;
  /** Someone else receives the order; null when the owner does (spec §7 PUT /cart/receiver). */
  readonly receiver: ContactPerson | null;
  /** Phones (E.164) confirmed by an SMS code for this cart (spec §7 POST /cart/phone/_verify). */
  readonly verifiedPhones: readonly string[];
  readonly payment: PaymentChoice | null;
  readonly isLegalEntity: boolean;
  readonly legalEntity: LegalEntityDetails | null;
}

/** The checkout state of a cart nobody has checked out yet. */
export const EMPTY_CHECKOUT: CheckoutState = {
  cartType: 'REGULAR',
  promoCodes: [],
  bonusApplied: false,
  giftCards: [],
  shipment: null,
  services: [],
  owner: null,
  receiver: null,
  verifiedPhones: [],
  payment: null,
  isLegalEntity: false,
  legalEntity: null,
};
