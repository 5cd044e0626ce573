import * as E from 'fp-ts/Either';
import type { CountryCode } from '../../domain/country/country';
import { checkPhoneCode, sendPhoneCode, type CheckPhoneCodeDeps, type CodeSent, type SendPhoneCodeDeps } from '../auth/phoneCodes';
import { signInPhone, type AuthFailure } from '../auth/signInRules';
import type { IdGenerator } from '../shared/IdGenerator';
import type { StoredCart, WrongCartState } from '../cart/CartRepository';
import { viewCart, type CartDeps } from '../cart/getCart';
import type { CartView } from '../cart/cartView';
import { updateCart } from '../cart/updateCart';

/** The SMS text of a checkout confirmation code. */
const checkoutCodeMessage = (code: string) => `Код подтверждения телефона для заказа: ${code}. Никому не сообщайте его.`;

// Codes for a cart are kept apart from sign-in codes: one never works for the other.
const attemptKey = (ownerKey: string) => `checkout:${ownerKey}`;

export interface CheckoutPhoneRequest {
  readonly ownerKey: string;
  readonly phone: string;
  /** The visitor's market, which reads a phone typed without +<code>. */
  readonly country: CountryCode;
  readonly clientAddress: string;
  readonly token?: string;
}

/** Sends a code to confirm the order's phone (spec §7 POST /cart/phone/_verify {phone, token}), with sign-in's limits. */
const requestCheckoutPhoneCode =
  (deps: SendPhoneCodeDeps) =>
  async (request: CheckoutPhoneRequest): Promise<E.Either<AuthFailure, CodeSent>> => {
    const phone = signInPhone(request.phone, request.country);
    if (E.isLeft(phone)) return phone;
    return sendPhoneCode(deps)({
      attemptKey: attemptKey(request.ownerKey),
      phone: phone.right,
      clientAddress: request.clientAddress,
      additional: false,
      token: request.token,
      message: checkoutCodeMessage,
    });
  };

/**
 * Confirms the phone with the code from the SMS (POST /cart/phone/_verify {phone, code}, ours): the
 * phone joins the cart's verified phones, so the order may be placed with it (spec §8 PHONE_VERIFICATION_CODE_REQUIRED).
 */
const confirmCheckoutPhone =
  (deps: CheckPhoneCodeDeps & CartDeps & { readonly ids: IdGenerator }) =>
  async (request: CheckoutPhoneRequest & { readonly code: string }): Promise<E.Either<AuthFailure | WrongCartState, CartView>> => {
    const phone = signInPhone(request.phone, request.country);
    if (E.isLeft(phone)) return phone;
    const checked = await checkPhoneCode(deps)({
      attemptKey: attemptKey(request.ownerKey),
      phone: phone.right,
      clientAddress: request.clientAddress,
      code: request.code,
    });
    if (E.isLeft(checked)) return checked;
    const saved = await updateCart(deps)(
      request.ownerKey,
      (cart): E.Either<never, StoredCart> =>
        E.right({
          ...cart,
          checkout: { ...cart.checkout, verifiedPhones: [...cart.checkout.verifiedPhones.filter((p) => p !== phone.right), phone.right] },
        }),
    );
    return E.isLeft(saved) ? saved : E.right(await viewCart(deps)(saved.right));
  };

/** The checkout's phone confirmation, given the SMS code machinery and the carts. */
export function checkoutPhoneUseCases(deps: SendPhoneCodeDeps & CartDeps) {
  return { request: requestCheckoutPhoneCode(deps), confirm: confirmCheckoutPhone(deps) };
}

export type CheckoutPhoneUseCases = ReturnType<typeof checkoutPhoneUseCases>;
