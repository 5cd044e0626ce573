import type { CheckoutState, PaymentChoice, ShipmentChoice } from '../checkout/checkoutState';
import { allowedPaymentOptions, type HandOver } from './allowedPaymentOptions';
import { PAYMENT_METHODS } from './paymentMethods';
import { selectPaymentOption, shownPaymentOptions, type PaymentOption } from './paymentOptions';

const HAND_OVERS: readonly HandOver[] = ['SHOP', 'PICKUP_POINT', 'COURIER'];

/**
 * Where the goods are handed over for a shipment (spec §9): delivery to the courier; pickup at a shop
 * or a pickup point, which take the same on-receipt payment (IN_STORE), so the point's kind is not
 * needed to choose how to pay.
 */
function shipmentHandOver(shipment: ShipmentChoice): HandOver {
  return shipment.type === 'DELIVERY' ? 'COURIER' : 'PICKUP_POINT';
}

const same = (a: PaymentChoice, b: PaymentChoice) => a.paymentMethod === b.paymentMethod && a.paymentTool === b.paymentTool;

/**
 * The payment choices open to the cart (spec §9): those of its hand-over; before a shipment is chosen
 * only those every hand-over allows (online), so a choice made early never becomes wrong.
 */
function checkoutPaymentChoices(checkout: CheckoutState): readonly PaymentChoice[] {
  if (checkout.shipment) return allowedPaymentOptions(shipmentHandOver(checkout.shipment), checkout.isLegalEntity);
  const [first, ...rest] = HAND_OVERS.map((h) => allowedPaymentOptions(h, checkout.isLegalEntity));
  return first!.filter((o) => rest.every((options) => options.some((p) => same(p, o))));
}

/** Whether a payment may be chosen for the cart now (spec §7 POST /cart/payments; checked again when ordering). */
export function paymentChoiceAllowed(checkout: CheckoutState, choice: PaymentChoice): boolean {
  return checkoutPaymentChoices(checkout).some((o) => same(o, choice));
}

/** The cart's payment options as shown, the chosen one selected (spec §3 Payment option, §5 Payment options). */
export function checkoutPaymentOptions(checkout: CheckoutState): readonly PaymentOption[] {
  const options = checkoutPaymentChoices(checkout).map(
    (o): PaymentOption => ({ paymentMethod: o.paymentMethod, paymentTool: o.paymentTool, isSelected: false }),
  );
  const chosen = checkout.payment && selectPaymentOption(options, checkout.payment.paymentMethod, checkout.payment.paymentTool);
  return shownPaymentOptions(chosen ?? options, PAYMENT_METHODS, checkout.isLegalEntity);
}
