import * as E from 'fp-ts/Either';
import { TestScheduler } from 'rxjs/testing';
import type { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createPlaceOrderViewModel, type PlaceOrderDeps, type PlaceOrderFailure, type PlacedOrderAnswer } from './placeOrderViewModel';

type Answer = E.Either<PlaceOrderFailure, PlacedOrderAnswer>;
const body = { version: 7, privacyConsent: true, subscription: false };
const lost: PlaceOrderFailure = { status: 0, reason: 'UNEXPECTED_ERROR', message: 'сеть' };
const wrongState: PlaceOrderFailure = { status: 409, reason: 'WRONG_CART_STATE', message: 'Ваша корзина была изменена. Повторите попытку.' };

/** A view-model on virtual time whose server answers with the given cold observables, one per request. */
function setUp(scheduler: TestScheduler, answers: (cold: TestScheduler['createColdObservable']) => Observable<Answer>[]) {
  const queue = answers(scheduler.createColdObservable.bind(scheduler));
  const sent: { body: unknown; key: string }[] = [];
  let keys = 0;
  const deps = {
    placeOrder: vi.fn((b: unknown, key: string) => (sent.push({ body: b, key }), queue.shift()!)),
    newKey: () => `key-${++keys}`,
    goToPayment: vi.fn(),
    goToThanks: vi.fn(),
    reloadCart: vi.fn(),
    focusCodeStep: vi.fn(),
    notify: vi.fn(),
  } satisfies PlaceOrderDeps;
  return { vm: createPlaceOrderViewModel(deps, scheduler), deps, sent };
}

const newScheduler = () => new TestScheduler((a, b) => expect(a).toEqual(b));

describe('«Оформить заказ» (spec §2 Checkout, §8)', () => {
  it('is submitting until the answer, ignores presses meanwhile, then goes to the payment page', () => {
    const scheduler = newScheduler();
    scheduler.run(({ flush }) => {
      const { vm, deps, sent } = setUp(scheduler, (cold) => [cold('50ms a|', { a: E.right({ orderNumber: '1001', paymentUrl: 'https://pay.example/1001' }) })]);
      vm.submit(body);
      vm.submit(body);
      expect(vm.current()._tag).toBe('submitting');
      flush();
      expect(sent).toHaveLength(1);
      expect(deps.goToPayment).toHaveBeenCalledWith('https://pay.example/1001');
      expect(vm.current()).toEqual({ _tag: 'placed', orderNumber: '1001' });
      vm.submit(body);
      expect(sent).toHaveLength(1);
    });
  });

  it('goes to the thank-you page when there is nothing to pay online', () => {
    const scheduler = newScheduler();
    scheduler.run(({ flush }) => {
      const { vm, deps } = setUp(scheduler, (cold) => [cold('a|', { a: E.right({ orderNumber: '1002', paymentUrl: null }) })]);
      vm.submit(body);
      flush();
      expect(deps.goToThanks).toHaveBeenCalledWith('/cart/thanks/1002/');
      expect(deps.goToPayment).not.toHaveBeenCalled();
    });
  });

  it('re-sends a lost request 1 s and then 3 s later with the same key, and never sooner', () => {
    const scheduler = newScheduler();
    scheduler.run(({ flush }) => {
      const { vm, deps, sent } = setUp(scheduler, (cold) => [
        cold('a|', { a: E.left(lost) }),
        cold('a|', { a: E.left(lost) }),
        cold('a|', { a: E.right({ orderNumber: '1003', paymentUrl: null }) }),
      ]);
      vm.submit(body);
      scheduler.schedule(() => expect(sent).toHaveLength(1), 999);
      scheduler.schedule(() => expect(sent).toHaveLength(2), 1001);
      scheduler.schedule(() => expect(sent).toHaveLength(2), 3999);
      scheduler.schedule(() => expect(vm.current()._tag).toBe('submitting'), 3999);
      scheduler.schedule(() => expect(sent).toHaveLength(3), 4001);
      flush();
      expect(sent.map((s) => s.key)).toEqual(['key-1', 'key-1', 'key-1']);
      expect(deps.goToThanks).toHaveBeenCalledWith('/cart/thanks/1003/');
    });
  });

  it('keeps the key of an attempt the network lost for the next press, and takes a new one for a changed cart', () => {
    const scheduler = newScheduler();
    scheduler.run(({ flush }) => {
      const { vm, deps, sent } = setUp(scheduler, (cold) => [
        cold('a|', { a: E.left(lost) }),
        cold('a|', { a: E.left(lost) }),
        cold('a|', { a: E.left(lost) }),
        cold('a|', { a: E.left({ status: 502, reason: 'INTERNAL_SERVER_ERROR', message: 'x' }) }),
        cold('a|', { a: E.left(lost) }),
        cold('a|', { a: E.left(lost) }),
        cold('a|', { a: E.right({ orderNumber: '1004', paymentUrl: null }) }),
      ]);
      vm.submit(body);
      flush();
      expect(vm.current()).toMatchObject({ _tag: 'failed', message: 'Произошла непредвиденная ошибка. Пожалуйста, повторите попытку позже' });
      expect(deps.notify).toHaveBeenCalledTimes(1);
      vm.submit(body);
      flush();
      vm.submit({ ...body, version: 8 });
      flush();
      expect(sent.map((s) => s.key)).toEqual(['key-1', 'key-1', 'key-1', 'key-1', 'key-1', 'key-1', 'key-2']);
    });
  });

  it('on WRONG_CART_STATE reloads the cart, shows the message verbatim and starts a new attempt next time', () => {
    const scheduler = newScheduler();
    scheduler.run(({ flush }) => {
      const { vm, deps, sent } = setUp(scheduler, (cold) => [cold('a|', { a: E.left(wrongState) }), cold('a|', { a: E.left(wrongState) })]);
      vm.submit(body);
      flush();
      expect(deps.reloadCart).toHaveBeenCalledTimes(1);
      expect(vm.current()).toEqual({ _tag: 'failed', reason: 'WRONG_CART_STATE', message: 'Ваша корзина была изменена. Повторите попытку.' });
      expect(deps.notify).not.toHaveBeenCalled();
      vm.submit(body);
      flush();
      expect(sent.map((s) => s.key)).toEqual(['key-1', 'key-2']);
    });
  });

  it('on PHONE_VERIFICATION_CODE_REQUIRED brings the code step up; other reasons become notifications', () => {
    const scheduler = newScheduler();
    scheduler.run(({ flush }) => {
      const { vm, deps } = setUp(scheduler, (cold) => [
        cold('a|', { a: E.left({ status: 400, reason: 'PHONE_VERIFICATION_CODE_REQUIRED', message: 'Необходимо подтвердить номер телефона через смс.' }) }),
        cold('a|', {
          a: E.left({ status: 400, reason: 'EXCEED_LIMIT_ON_ACTIVE_ORDERS', message: 'Слишком много заказов. Выкупите или отмените 1, чтобы продолжить' }),
        }),
      ]);
      vm.submit(body);
      flush();
      expect(deps.focusCodeStep).toHaveBeenCalledTimes(1);
      expect(deps.notify).not.toHaveBeenCalled();
      vm.submit(body);
      flush();
      expect(deps.notify).toHaveBeenCalledWith('Слишком много заказов. Выкупите или отмените 1, чтобы продолжить');
    });
  });

  it('asks for consent to personal-data processing before sending anything', () => {
    const scheduler = newScheduler();
    scheduler.run(({ flush }) => {
      const { vm, sent } = setUp(scheduler, () => []);
      vm.submit({ ...body, privacyConsent: false });
      flush();
      expect(sent).toHaveLength(0);
      expect(vm.current()).toEqual({ _tag: 'failed', reason: 'agreement', message: 'Необходимо согласие на обработку персональных данных' });
    });
  });
});
