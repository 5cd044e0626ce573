import * as E from 'fp-ts/Either';
import { of } from 'rxjs';
import type { Cart } from '../../adapters-http/contract/cart';
import type { Shop } from '../../adapters-http/contract/shops';
import type { CheckoutApi, CheckoutFailure } from '../../application/checkout/CheckoutApi';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/genericMessages';

/** What the checkout steps use in the browser, made by the composition root. */
export interface CheckoutServices {
  readonly api: CheckoutApi<Cart>;
  /** A pickup point by its number, for the passport-name hint (GET /shops/{shopNumber}). */
  readonly pickupPoint: (id: string) => Promise<E.Either<CheckoutFailure, Shop>>;
  /** A fresh Idempotency-Key. */
  readonly newKey: () => string;
  /** A captcha token after «Я не робот», when the server answers the code request NEED_CAPTCHA. */
  readonly captchaToken: () => Promise<E.Either<{ readonly message: string }, string>>;
}

// Pages are rendered on the server without checkout calls: every call refuses, nothing is sent.
const refused = E.left({ status: 0, reason: 'UNEXPECTED_ERROR', message: GENERIC_ERROR_MESSAGE });
export const SERVER_CHECKOUT: CheckoutServices = {
  api: {
    getCart: async () => refused,
    saveContacts: async () => refused,
    requestPhoneCode: async () => refused,
    confirmPhone: async () => refused,
    choosePayment: async () => refused,
    setLegalEntity: async () => refused,
    clearLegalEntity: async () => refused,
    placeOrder: () => of(refused),
  },
  pickupPoint: async () => refused,
  newKey: () => '',
  captchaToken: async () => refused,
};
