import * as E from 'fp-ts/Either';
import type { PaymentChoice } from '../../domain/checkout/checkoutState';
import { paymentChoiceAllowed } from '../../domain/payment/checkoutPaymentOptions';
import type { IdGenerator } from '../shared/IdGenerator';
import type { StoredCart, WrongCartState } from '../cart/CartRepository';
import { viewCart, type CartDeps } from '../cart/getCart';
import type { CartView } from '../cart/cartView';
import { updateCart } from '../cart/updateCart';

export type ChoosePaymentFailure = { readonly _tag: 'PAYMENT_NOT_ALLOWED' } | WrongCartState;

/** Chooses how the order is paid (spec §7 POST /cart/payments {id, paymentTool}); only an option open to the cart's shipment and buyer (spec §9). */
export const choosePayment =
  (deps: CartDeps & { readonly ids: IdGenerator }) =>
  async (ownerKey: string, choice: PaymentChoice): Promise<E.Either<ChoosePaymentFailure, CartView>> => {
    const saved = await updateCart(deps)(
      ownerKey,
      (cart): E.Either<ChoosePaymentFailure, StoredCart> =>
        paymentChoiceAllowed(cart.checkout, choice)
          ? E.right({ ...cart, checkout: { ...cart.checkout, payment: choice } })
          : E.left({ _tag: 'PAYMENT_NOT_ALLOWED' }),
    );
    return E.isLeft(saved) ? saved : E.right(await viewCart(deps)(saved.right));
  };
