import type * as E from 'fp-ts/Either';
import type { Observable } from 'rxjs';
import type { PaymentChoice } from '../../domain/checkout/checkoutState';
import type { ContactsRequest } from './saveContacts';
import type { LegalEntityRequest } from './setLegalEntity';
import type { PlaceOrderBody, PlaceOrderFailure, PlacedOrderAnswer } from './placeOrderViewModel';

/** A refused checkout call: the reason, the server's message, the HTTP status (0: the network failed). */
export type CheckoutFailure = PlaceOrderFailure;

/** What the browser's checkout steps need from the server; every change answers with the whole cart C. */
export interface CheckoutApi<C> {
  readonly getCart: () => Promise<E.Either<CheckoutFailure, C>>;
  readonly saveContacts: (request: ContactsRequest) => Promise<E.Either<CheckoutFailure, C>>;
  /** `token` from the captcha after the server answered NEED_CAPTCHA. */
  readonly requestPhoneCode: (
    phone: string,
    token?: string,
  ) => Promise<E.Either<CheckoutFailure, { readonly codeLength: number; readonly resendAfterSeconds: number }>>;
  readonly confirmPhone: (phone: string, code: string) => Promise<E.Either<CheckoutFailure, C>>;
  readonly choosePayment: (choice: PaymentChoice) => Promise<E.Either<CheckoutFailure, C>>;
  readonly setLegalEntity: (request: LegalEntityRequest) => Promise<E.Either<CheckoutFailure, C>>;
  readonly clearLegalEntity: () => Promise<E.Either<CheckoutFailure, C>>;
  readonly placeOrder: (body: PlaceOrderBody, idempotencyKey: string) => Observable<E.Either<PlaceOrderFailure, PlacedOrderAnswer>>;
}
