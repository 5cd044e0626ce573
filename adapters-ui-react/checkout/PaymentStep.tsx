import { useState } from 'react';
import * as E from 'fp-ts/Either';
import { isPaymentMethod, PAYMENT_METHODS } from '../../domain/payment/paymentMethods';
import { PAYMENT_TOOLS, shownPaymentOptions, type PaymentTool } from '../../domain/payment/paymentOptions';
import { paymentOptionLabel } from '../../domain/payment/paymentLabels';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/genericMessages';
import { useCart, useServices } from '../shopContext';
import { useCheckoutServices } from './useCheckoutServices';
import { LegalEntityForm } from './LegalEntityForm';
import { stepNumber } from '../../domain/checkout/checkoutSteps';

const keyOf = (method: string, tool: string | null | undefined) => `${method}/${tool ?? ''}`;
const toolOf = (tool: string | null): PaymentTool | null => ((PAYMENT_TOOLS as readonly string[]).includes(tool ?? '') ? (tool as PaymentTool) : null);

/** Checkout step 3: how the order is paid, from the options the cart's shipment allows (spec §3 Payment option, §5, §9). */
export function PaymentStep() {
  const { cart } = useCart();
  const { cart: cartVm, shell } = useServices();
  const { api } = useCheckoutServices();
  // The option being sent shows as chosen at once; the cart's answer then decides.
  const [choosing, setChoosing] = useState<string | null>(null);
  if (!cart) return null;
  const options = shownPaymentOptions(cart.payment.paymentOptions, PAYMENT_METHODS, cart.isLegalEntity);

  const choose = async (method: string, tool: string | null) => {
    if (!isPaymentMethod(method)) return;
    setChoosing(keyOf(method, tool));
    const chosen = await api.choosePayment({ paymentMethod: method, paymentTool: toolOf(tool) });
    setChoosing(null);
    // A failed payment change shows the generic error notification (spec §8).
    if (E.isRight(chosen)) cartVm.replace(chosen.right);
    else shell.notifications.notify('error', GENERIC_ERROR_MESSAGE);
  };

  return (
    <section className="checkout-step" aria-labelledby="checkout-payment" data-testid="payment-step">
      <h2 id="checkout-payment">{stepNumber('payment')}. Способ оплаты</h2>
      <LegalEntityForm cart={cart} />
      <fieldset className="checkout-options" disabled={choosing !== null}>
        <legend className="visually-hidden">Способ оплаты</legend>
        {options.map(
          (o) =>
            isPaymentMethod(o.paymentMethod) && (
              <label className="checkout-option" key={keyOf(o.paymentMethod, o.paymentTool)}>
                <input
                  type="radio"
                  name="payment"
                  checked={choosing ? choosing === keyOf(o.paymentMethod, o.paymentTool) : o.isSelected}
                  onChange={() => void choose(o.paymentMethod, o.paymentTool ?? null)}
                />
                <span>{paymentOptionLabel(o.paymentMethod, toolOf(o.paymentTool ?? null))}</span>
              </label>
            ),
        )}
      </fieldset>
    </section>
  );
}
