import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { createCartViewModel, type CartFailure } from './cartViewModel';
import type { QuantityChange } from './setCartQuantity';

/** An API whose answers the test releases by hand, in any order. */
function heldApi() {
  const calls: { change: QuantityChange; answer: (a: E.Either<CartFailure, number>) => void }[] = [];
  return {
    calls,
    api: {
      setQuantity: (changes: readonly QuantityChange[]) =>
        new Promise<E.Either<CartFailure, number>>((answer) => calls.push({ change: changes[0]!, answer })),
    },
  };
}

const change = (quantity: number): QuantityChange => ({ productId: 'p', wareId: 'w', quantity });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('cart view-model', () => {
  it('sends the next change only after the previous answer, so answers never overtake', async () => {
    const { api, calls } = heldApi();
    const vm = createCartViewModel(api, 0);
    const first = vm.setQuantity(change(1));
    const second = vm.setQuantity(change(2));
    await tick();
    expect(calls.map((c) => c.change.quantity)).toEqual([1]);
    expect(vm.current().pending).toBe(2);

    calls[0]!.answer(E.right(1));
    expect(await first).toBe(true);
    await tick();
    expect(calls.map((c) => c.change.quantity)).toEqual([1, 2]);
    calls[1]!.answer(E.right(2));
    expect(await second).toBe(true);
    expect(vm.current()).toEqual({ cart: 2, pending: 0, failure: null });
  });

  it('keeps the last good cart and shows the failure until the next success', async () => {
    const { api, calls } = heldApi();
    const vm = createCartViewModel(api, 5);
    const failed = vm.setQuantity(change(9));
    await tick();
    const failure = { reason: 'TOO_MANY_LINES_IN_BASKET', message: 'К сожалению, превышен лимит по количеству товаров в корзине.' };
    calls[0]!.answer(E.left(failure));
    expect(await failed).toBe(false);
    expect(vm.current()).toEqual({ cart: 5, pending: 0, failure });

    const next = vm.setQuantity(change(6));
    await tick();
    calls[1]!.answer(E.right(6));
    await next;
    expect(vm.current()).toEqual({ cart: 6, pending: 0, failure: null });
  });

  it('turns a network error into a failure instead of a stuck request', async () => {
    const vm = createCartViewModel({ setQuantity: () => Promise.reject(new Error('offline')) }, 1);
    expect(await vm.setQuantity(change(2))).toBe(false);
    expect(vm.current()).toMatchObject({ cart: 1, pending: 0, failure: { reason: 'UNEXPECTED_ERROR', message: 'Произошла непредвиденная ошибка. Пожалуйста, повторите попытку позже' } });
  });
});
