import * as E from 'fp-ts/Either';
import { countsTowardsTotals } from '../../domain/cart/cartTotals';
import type { ContactPerson, PaymentChoice, ShipmentChoice } from '../../domain/checkout/checkoutState';
import { phoneVerificationRequired } from '../../domain/checkout/phoneVerification';
import { decodeGeoPoint } from '../../domain/location/geohash';
import type { HandOverPlace } from '../../domain/order/allocateStock';
import { isAllowedPayment, type HandOver } from '../../domain/payment/allowedPaymentOptions';
import type { CartLineView, CartView } from '../cart/cartView';
import type { HandOverPoint, OrderShipment } from './OrderRepository';

export type ReadinessFailure = {
  readonly _tag: 'CART_IS_EMPTY' | 'SHIPMENT_NOT_SELECTED' | 'CONTACTS_INCOMPLETE' | 'PHONE_VERIFICATION_CODE_REQUIRED' | 'PAYMENT_NOT_SELECTED';
};

/** A cart ready to become an order: what is ordered, where and how it is handed over and paid. */
export interface ReadyOrder {
  readonly lines: readonly CartLineView[];
  readonly shipment: OrderShipment;
  readonly place: HandOverPlace;
  /** How it is handed over: in a shop, at a pickup point or by courier. */
  readonly way: HandOver;
  readonly owner: ContactPerson;
  readonly payment: PaymentChoice;
}

const fail = (_tag: ReadinessFailure['_tag']) => E.left({ _tag });

/**
 * Checks a priced cart is ready to be ordered (spec §2 Checkout steps, §8): selected available lines,
 * a hand-over (for delivery with a chosen variant), the owner's name and phone (confirmed unless it is the
 * customer's own), and a payment the hand-over offers.
 */
export function orderReadiness(view: CartView, point: HandOverPoint | undefined, customerPhone: string | null): E.Either<ReadinessFailure, ReadyOrder> {
  const lines = view.items.filter(countsTowardsTotals);
  if (lines.length === 0) return fail('CART_IS_EMPTY');
  const { shipment, owner, payment } = view.checkout;
  const handOver = handOverOf(shipment, point);
  if (!shipment || !handOver) return fail('SHIPMENT_NOT_SELECTED');
  if (!owner?.firstName.trim() || !owner.lastName.trim() || !owner.phone) return fail('CONTACTS_INCOMPLETE');
  if (phoneVerificationRequired(view.checkout, customerPhone)) return fail('PHONE_VERIFICATION_CODE_REQUIRED');
  if (!payment || !isAllowedPayment(payment, handOver.kind, view.checkout.isLegalEntity)) return fail('PAYMENT_NOT_SELECTED');
  const stored: OrderShipment = point ? { ...shipment, point: { shopNumber: point.shopNumber, name: point.name, address: point.address } } : shipment;
  return E.right({ lines, shipment: stored, place: handOver.place, way: handOver.kind, owner, payment });
}

/** Where an order is handed over: the pickup point, or the delivery address's point once a variant is chosen. */
export function handOverOf(
  shipment: ShipmentChoice | null,
  point: HandOverPoint | undefined,
): { readonly kind: HandOver; readonly place: HandOverPlace } | null {
  if (shipment?.type === 'PICKUP') {
    if (!point) return null;
    return { kind: point.kind, place: { shopId: point.shopId, cityId: point.cityId, lat: point.lat, lon: point.lon } };
  }
  if (shipment?.type !== 'DELIVERY' || !shipment.variant) return null;
  const at = decodeGeoPoint(shipment.geoPoint);
  return E.isRight(at) ? { kind: 'COURIER', place: { shopId: null, cityId: null, ...at.right } } : null;
}
