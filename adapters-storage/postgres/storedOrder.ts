import * as t from 'io-ts';
import type { OrderShipment } from '../../application/orders/OrderRepository';
import { shapeOf } from '../storedValue';
import { StoredContactPerson, StoredShipment } from './storedCheckout';

// The order's jsonb columns as placeOrder writes them (and the profile eraser empties them).

/** customer_order.shipment: the checkout's choice with the pickup point's name and address as they were. */
export const StoredOrderShipment = shapeOf<OrderShipment>()(
  t.intersection([StoredShipment, t.partial({ point: t.type({ shopNumber: t.string, name: t.string, address: t.string }) })], 'OrderShipment'),
);

/** customer_order.contacts. */
export const StoredOrderContacts = t.type({ owner: StoredContactPerson, receiver: t.union([StoredContactPerson, t.null]) }, 'OrderContacts');

/** customer_order.gift_cards: what each card paid, a decimal string. */
export const StoredSpentGiftCards = t.array(t.type({ giftCardNumber: t.string, amount: t.string }), 'SpentGiftCards');
