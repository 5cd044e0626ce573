import { ShipmentStep } from './ShipmentStep';

/** /cart/?step=checkout: the five checkout steps in order, then placing the order (spec §2 Checkout steps). */
export function CheckoutPage() {
  return (
    <div className="checkout">
      <h1>Оформление заказа</h1>
      <ShipmentStep />
    </div>
  );
}
