import { asyncScheduler, BehaviorSubject, catchError, defer, exhaustMap, map, of, retry, Subject, timer, type Observable, type SchedulerLike } from 'rxjs';
import * as E from 'fp-ts/Either';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/genericMessages';
import { validationMessage } from '../../domain/validation/messages';

/** What the «Оформить заказ» button sends (POST /cart/orders body). */
export interface PlaceOrderBody {
  readonly version: number;
  readonly privacyConsent: boolean;
  readonly subscription: boolean;
}

/** The placed order: where the browser goes next. */
export interface PlacedOrderAnswer {
  readonly orderNumber: string;
  readonly paymentUrl: string | null;
}

/** A refusal: the spec's reason, the server's message, the HTTP status (0 when the network failed). */
export interface PlaceOrderFailure {
  readonly status: number;
  readonly reason: string;
  readonly message: string;
}

export interface PlaceOrderDeps {
  /** POST /cart/orders with the Idempotency-Key header; subscribing sends it. */
  readonly placeOrder: (body: PlaceOrderBody, idempotencyKey: string) => Observable<E.Either<PlaceOrderFailure, PlacedOrderAnswer>>;
  readonly newKey: () => string;
  /** To the acquirer's payment page (a full page load). */
  readonly goToPayment: (url: string) => void;
  /** To /cart/thanks/{orderNumber}/ (a full page load, so no view keeps the ordered lines). */
  readonly goToThanks: (path: string) => void;
  /** Reads the cart again after WRONG_CART_STATE. */
  readonly reloadCart: () => void;
  /** Brings the SMS code step into view after PHONE_VERIFICATION_CODE_REQUIRED. */
  readonly focusCodeStep: () => void;
  readonly notify: (message: string) => void;
}

type PlaceOrderState =
  | { readonly _tag: 'idle' }
  | { readonly _tag: 'submitting' }
  | { readonly _tag: 'placed'; readonly orderNumber: string }
  | { readonly _tag: 'failed'; readonly reason: string; readonly message: string };

export interface PlaceOrderViewModel {
  readonly state$: Observable<PlaceOrderState>;
  readonly current: () => PlaceOrderState;
  /** Presses «Оформить заказ»; ignored while an attempt is under way. */
  readonly submit: (body: PlaceOrderBody) => void;
}

/** Waits before the automatic re-sends of an attempt the network lost. */
const RETRY_DELAYS_MS = [1000, 3000] as const;

/** The network failed or the server broke: the order may or may not exist, so only the same key may be sent again. */
const isUncertain = (f: PlaceOrderFailure) => f.status === 0 || f.status >= 500;
const sameBody = (a: PlaceOrderBody, b: PlaceOrderBody) =>
  a.version === b.version && a.privacyConsent === b.privacyConsent && a.subscription === b.subscription;

/**
 * The «Оформить заказ» button (spec §2 Checkout steps, §8): idle → submitting → placed (then the payment
 * page or the thank-you page) or failed. One Idempotency-Key per attempt: re-sent automatically after a
 * lost answer and kept for the next press of the same attempt, so no retry makes a second order.
 */
export function createPlaceOrderViewModel(deps: PlaceOrderDeps, scheduler: SchedulerLike = asyncScheduler): PlaceOrderViewModel {
  const state = new BehaviorSubject<PlaceOrderState>({ _tag: 'idle' });
  const presses = new Subject<PlaceOrderBody>();
  let attempt: { readonly body: PlaceOrderBody; readonly key: string } | null = null;

  const send = (body: PlaceOrderBody) => {
    const key = attempt && sameBody(attempt.body, body) ? attempt.key : deps.newKey();
    attempt = { body, key };
    return defer(() => deps.placeOrder(body, key)).pipe(
      map((answer) => {
        if (E.isLeft(answer) && isUncertain(answer.left)) throw answer.left;
        return answer;
      }),
      retry({ count: RETRY_DELAYS_MS.length, delay: (_, n) => timer(RETRY_DELAYS_MS[n - 1]!, scheduler) }),
      catchError((failure: unknown) => of(E.left(isFailure(failure) ? failure : { status: 0, reason: 'UNEXPECTED_ERROR', message: GENERIC_ERROR_MESSAGE }))),
    );
  };

  const settle = (answer: E.Either<PlaceOrderFailure, PlacedOrderAnswer>) => {
    if (E.isRight(answer)) {
      attempt = null;
      state.next({ _tag: 'placed', orderNumber: answer.right.orderNumber });
      if (answer.right.paymentUrl) deps.goToPayment(answer.right.paymentUrl);
      else deps.goToThanks(`/cart/thanks/${encodeURIComponent(answer.right.orderNumber)}/`);
      return;
    }
    const failure = answer.left;
    const message = isUncertain(failure) ? GENERIC_ERROR_MESSAGE : failure.message;
    // A definite refusal ends the attempt; an uncertain one keeps its key for the next press.
    if (!isUncertain(failure)) attempt = null;
    state.next({ _tag: 'failed', reason: failure.reason, message });
    if (failure.reason === 'WRONG_CART_STATE') deps.reloadCart();
    else if (failure.reason === 'PHONE_VERIFICATION_CODE_REQUIRED') deps.focusCodeStep();
    else deps.notify(message);
  };

  presses
    .pipe(
      exhaustMap((body) => {
        state.next({ _tag: 'submitting' });
        return send(body);
      }),
    )
    .subscribe(settle);

  return {
    state$: state.asObservable(),
    current: () => state.value,
    submit: (body) => {
      const s = state.value._tag;
      if (s === 'submitting' || s === 'placed') return;
      if (!body.privacyConsent) {
        state.next({ _tag: 'failed', reason: 'agreement', message: validationMessage({ _tag: 'agreement' }) });
        return;
      }
      presses.next(body);
    },
  };
}

function isFailure(x: unknown): x is PlaceOrderFailure {
  return typeof x === 'object' && x !== null && 'reason' in x && 'message' in x && 'status' in x;
}
