import { useState } from 'react';
import { Link } from 'react-router';
import { contactInput, createContactsFormViewModel } from '../../application/checkout/contactsFormViewModel';
import { useCart, useServices, useShell } from '../shopContext';
import { useCheckoutServices } from './useCheckoutServices';
import { CheckoutSummary } from './CheckoutSummary';
import { ContactsStep } from './ContactsStep';
import { PaymentStep } from './PaymentStep';
import { PlaceOrderButton, PlaceOrderSteps, usePlaceOrder } from './PlaceOrderSteps';
import { ownerFromUser } from './prefill';
import { ShipmentStep } from './ShipmentStep';
import { useShopperLocation } from '../shell/useLocation';

/** /cart/?step=checkout: the five checkout steps in order, the order's totals, then placing the order (spec §2 Checkout steps). */
export function CheckoutPage() {
  const { cart } = useCart();
  const user = useShell()?.user;
  const { cart: cartVm, shell } = useServices();
  const { api } = useCheckoutServices();
  const country = useShopperLocation().location?.countryCode;
  // Made here: «Оформить заказ» saves the contacts before placing the order.
  const [contacts] = useState(() =>
    createContactsFormViewModel(
      api,
      {
        owner: cart?.contactUser.owner ? contactInput(cart.contactUser.owner) : (ownerFromUser(user) ?? contactInput(null)),
        receiver: cart?.contactUser.receiver ? contactInput(cart.contactUser.receiver) : null,
      },
      {
        saved: (saved) => cartVm.replace(saved),
        blockedEmail: (message) => shell.notifications.notify('error', message, undefined, { persistent: true }),
      },
      country,
    ),
  );
  const placing = usePlaceOrder(contacts);
  if (!cart || cart.items.every((i) => i.deleted)) {
    return (
      <section className="empty-cart">
        <h1>Оформление заказа</h1>
        <p>В корзине пока пусто — оформлять нечего.</p>
        <Link className="button button--primary" to="/catalog/">
          Перейти в каталог
        </Link>
      </section>
    );
  }
  return (
    <div className="checkout">
      <h1>Оформление заказа</h1>
      <div className="checkout__layout">
        <div className="checkout__steps">
          <ShipmentStep />
          <ContactsStep vm={contacts} />
          <PaymentStep />
          <PlaceOrderSteps placing={placing} />
        </div>
        {/* The totals come before the button: below the steps on phones, beside them on wide screens. */}
        <div className="checkout__aside">
          <CheckoutSummary cart={cart} />
          <PlaceOrderButton placing={placing} />
        </div>
      </div>
    </div>
  );
}
