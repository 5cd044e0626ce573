import * as t from 'io-ts';
import type { CheckoutState, ContactPerson, ShipmentChoice } from '../../domain/checkout/checkoutState';
import { PAYMENT_METHODS } from '../../domain/payment/paymentMethods';
import { PAYMENT_TOOLS } from '../../domain/payment/paymentOptions';
import { oneOf, shapeOf } from '../storedValue';

// The checkout state as this adapter writes it (cart.checkout; the order's shipment and contacts take their
// pieces): the domain's shapes, money as decimal strings. Kept apart from the HTTP contract, which may change
// without a stored row changing.

const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** A person on the order (cart.checkout owner and receiver, customer_order.contacts). */
export const StoredContactPerson = shapeOf<ContactPerson>()(
  t.intersection([t.type({ firstName: t.string, lastName: t.string, phone: t.string }), t.partial({ email: t.string })], 'ContactPerson'),
);

const StoredDeliveryAddress = t.intersection(
  [
    t.type({ text: t.string }),
    t.partial({ name: t.string, entrance: t.string, doorphoneCode: t.string, floor: t.string, apartment: t.string, geoPoint: t.string }),
  ],
  'DeliveryAddress',
);

const StoredDeliveryVariant = t.type(
  {
    deliveryServiceLevelId: t.string,
    receivingDateFrom: t.string,
    receivingDateTo: t.string,
    receivingTimeSlotId: nullable(t.string),
    deliveryCost: t.string,
    freeDeliveryLimit: nullable(t.string),
  },
  'DeliveryVariantChoice',
);

/** Pickup at a point or delivery to an address. */
export const StoredShipment = shapeOf<ShipmentChoice>()(
  t.union(
    [
      t.type({ type: t.literal('PICKUP'), pointId: t.string, inStock: t.boolean }, 'PickupChoice'),
      t.type({ type: t.literal('DELIVERY'), address: StoredDeliveryAddress, geoPoint: t.string, variant: nullable(StoredDeliveryVariant) }, 'DeliveryChoice'),
    ],
    'ShipmentChoice',
  ),
);

/** A payment method and tool, the spec's codes (cart.checkout payment, customer_order.payment_method and payment_tool). */
export const StoredPaymentMethod = oneOf(PAYMENT_METHODS, 'PaymentMethod');
export const StoredPaymentTool = nullable(oneOf(PAYMENT_TOOLS, 'PaymentTool'));

const StoredLegalEntity = t.intersection(
  [
    t.type({ name: t.string, tin: t.string, bic: t.string, iec: t.string, paymentAccount: t.string, correspondentAccount: t.string, ogrn: t.string }),
    t.partial({ accountant: t.string, ceo: t.string }),
  ],
  'LegalEntityDetails',
);

/**
 * cart.checkout: every field optional, as carts stored before a field existed (and erased profiles' carts,
 * '{}') lack it; the repository reads a missing field as EMPTY_CHECKOUT's.
 */
export const StoredCheckout = shapeOf<Partial<CheckoutState>>()(
  t.partial(
    {
      cartType: oneOf(['REGULAR', 'FAST']),
      promoCodes: t.array(t.string),
      bonusApplied: t.boolean,
      giftCards: t.array(t.type({ promisedPaymentId: t.string, giftCardNumber: t.string, amount: t.string }, 'AppliedGiftCard')),
      shipment: nullable(StoredShipment),
      services: t.array(t.string),
      owner: nullable(StoredContactPerson),
      receiver: nullable(StoredContactPerson),
      verifiedPhones: t.array(t.string),
      payment: nullable(t.type({ paymentMethod: StoredPaymentMethod, paymentTool: StoredPaymentTool }, 'PaymentChoice')),
      isLegalEntity: t.boolean,
      legalEntity: nullable(StoredLegalEntity),
    },
    'CheckoutState',
  ),
);
