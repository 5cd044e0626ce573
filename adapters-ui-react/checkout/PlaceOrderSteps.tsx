import { useId, useState } from 'react';
import { Link } from 'react-router';
import { createPlaceOrderViewModel } from '../../application/checkout/placeOrderViewModel';
import type { ContactsFormViewModel } from '../../application/checkout/contactsFormViewModel';
import { useServices } from '../shopContext';
import { useObservable } from '../useObservable';
import { useCheckoutServices } from './useCheckoutServices';
import { PHONE_CODE_STEP_ID } from './PhoneConfirm';
import { useSaveAddressAfterOrder } from './useSaveAddressAfterOrder';
import { stepNumber } from '../../domain/checkout/checkoutSteps';
import * as E from 'fp-ts/Either';

/** Refusals told beside the button; the others come as notifications (spec §8). */
const SHOWN_HERE = ['WRONG_CART_STATE', 'PHONE_VERIFICATION_CODE_REQUIRED'];

/** Takes the shopper to a step that needs them. */
const focusStep = (id: string) => {
  const step = document.getElementById(id);
  step?.scrollIntoView({ block: 'center' });
  step?.focus();
};

/** What steps 4 and 5 and «Оформить заказ» share: the choices, the placing of the order and its refusal. */
export type PlaceOrder = ReturnType<typeof usePlaceOrder>;

/** Places the order: the contacts are saved first, then the order is placed (spec §2 Checkout steps). */
export function usePlaceOrder(contacts: ContactsFormViewModel) {
  const { api, newKey } = useCheckoutServices();
  const { cart: cartVm, shell } = useServices();
  const ids = { consent: useId(), consentError: useId(), subscription: useId() };
  const [consent, setConsent] = useState(false);
  const [subscription, setSubscription] = useState(false);
  const saveAddress = useSaveAddressAfterOrder();
  const [vm] = useState(() =>
    createPlaceOrderViewModel({
      placeOrder: api.placeOrder,
      newKey,
      // The order is placed: the typed address is saved first if the customer asked (never holding the order up).
      goToPayment: (url) => void saveAddress().then(() => window.location.assign(url)),
      // A full page load: the header and every other view show the cart as the order left it.
      goToThanks: (path) => void saveAddress().then(() => window.location.assign(path)),
      reloadCart: () => void api.getCart().then((cart) => E.isRight(cart) && cartVm.replace(cart.right)),
      focusCodeStep: () => focusStep(PHONE_CODE_STEP_ID),
      notify: (message) => shell.notifications.notify('error', message),
    }),
  );
  const state = useObservable(vm.state$, vm.current);
  const submit = async () => {
    if (consent && !(await contacts.submit())) return focusStep('checkout-contacts-form');
    vm.submit({ version: cartVm.current().cart?.version ?? 0, privacyConsent: consent, subscription });
  };
  return {
    ids,
    consent,
    setConsent,
    subscription,
    setSubscription,
    submit,
    submitting: state._tag === 'submitting',
    busy: state._tag === 'submitting' || state._tag === 'placed',
    failed: state._tag === 'failed' ? state : null,
  };
}

/** Checkout steps 4 (consent to personal-data processing, required) and 5 (news and discounts). */
export function PlaceOrderSteps({ placing }: { readonly placing: PlaceOrder }) {
  const { ids, consent, setConsent, subscription, setSubscription, failed } = placing;
  return (
    <>
      <section className="checkout-step" aria-labelledby="checkout-privacy">
        <h2 id="checkout-privacy">{stepNumber('privacy')}. Согласие на обработку данных</h2>
        <div className="checkout-check">
          <input
            id={ids.consent}
            type="checkbox"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            aria-invalid={failed?.reason === 'agreement' ? true : undefined}
            aria-describedby={failed?.reason === 'agreement' ? ids.consentError : undefined}
          />
          <label htmlFor={ids.consent}>Я даю согласие на обработку персональных данных</label>
        </div>
        <p className="checkout-legal-links">
          Подробнее — в <Link to="/privacy/">политике конфиденциальности</Link> и <Link to="/oferta/">публичной оферте</Link>.
        </p>
        {failed?.reason === 'agreement' && (
          <p id={ids.consentError} className="field-error" role="alert">
            {failed.message}
          </p>
        )}
      </section>
      <section className="checkout-step" aria-labelledby="checkout-subscription">
        <h2 id="checkout-subscription">{stepNumber('subscription')}. Подписка</h2>
        <div className="checkout-check">
          <input id={ids.subscription} type="checkbox" checked={subscription} onChange={(e) => setSubscription(e.target.checked)} />
          <label htmlFor={ids.subscription}>Получать новости и скидки</label>
        </div>
      </section>
    </>
  );
}

/** «Оформить заказ», after the order's totals, with the refusals told beside it. */
export function PlaceOrderButton({ placing }: { readonly placing: PlaceOrder }) {
  const { failed, busy, submitting, submit } = placing;
  return (
    <div className="checkout-submit">
      {failed && SHOWN_HERE.includes(failed.reason) && (
        <p className="field-error" role="alert" data-testid="order-error">
          {failed.message}
        </p>
      )}
      <button type="button" className="button button--primary button--wide" disabled={busy} aria-busy={submitting} onClick={() => void submit()}>
        {submitting ? 'Оформляем…' : 'Оформить заказ'}
      </button>
    </div>
  );
}
