import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { createCartViewModel, inertCartApi, type CartApi, type CartCommand, type CartFailure } from './cartViewModel';
import { cartFailureNotice } from './cartFailureNotice';
import type { LineQuantity } from '../../domain/cart/cartLine';

type Call = { name: keyof CartApi<number>; args: unknown[]; answer: (a: E.Either<CartFailure, number>) => void };

/** An API whose every call the test answers by hand, in any order. */
function heldApi() {
  const calls: Call[] = [];
  const held =
    (name: keyof CartApi<number>) =>
    (...args: unknown[]) =>
      new Promise<E.Either<CartFailure, number>>((answer) => calls.push({ name, args, answer }));
  const api = Object.fromEntries(Object.keys(inertCartApi()).map((name) => [name, held(name as keyof CartApi<number>)])) as unknown as CartApi<number>;
  return { calls, api };
}

const change = (quantity: number): LineQuantity => ({ productId: 'p', wareId: 'w', quantity });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('cart view-model', () => {
  it('sends the next change only after the previous answer, so answers never overtake', async () => {
    const { api, calls } = heldApi();
    const vm = createCartViewModel(api, 0);
    const first = vm.setQuantity(change(1));
    const second = vm.run({ kind: 'applyPromoCode', code: 'sport10' });
    await tick();
    expect(calls.map((c) => c.name)).toEqual(['setQuantity']);
    expect(vm.current().pending).toBe(2);

    calls[0]!.answer(E.right(1));
    expect(await first).toBe(true);
    await tick();
    expect(calls.map((c) => [c.name, c.args[0]])).toEqual([
      ['setQuantity', [change(1)]],
      ['applyPromoCode', 'sport10'],
    ]);
    calls[1]!.answer(E.right(2));
    expect(await second).toBe(true);
    expect(vm.current()).toEqual({ cart: 2, pending: 0, failure: null });
  });

  it('sends every cart-page command through the same queue to its own call', async () => {
    const { api, calls } = heldApi();
    const vm = createCartViewModel(api, 0);
    const commands: CartCommand[] = [
      { kind: 'select', items: [{ wareId: 'w', selected: false }] },
      { kind: 'restore', item: change(2) },
      { kind: 'removePromoCode', code: 'SPORT10' },
      { kind: 'toggleBonus', bonusApplied: true },
      { kind: 'applyGiftCard', entry: { giftCardNumber: '1', pin: '2' } },
      { kind: 'removeGiftCard', promisedPaymentId: 'g' },
      { kind: 'addSnapshot', snapshotId: 's' },
    ];
    const done = commands.map((c) => vm.run(c));
    for (let i = 0; i < commands.length; i++) {
      await tick();
      expect(calls).toHaveLength(i + 1);
      calls[i]!.answer(E.right(i));
    }
    expect(await Promise.all(done)).toEqual(commands.map(() => true));
    expect(calls.map((c) => c.name)).toEqual(['select', 'restore', 'removePromoCode', 'toggleBonus', 'applyGiftCard', 'removeGiftCard', 'addSnapshot']);
    expect(vm.current().cart).toBe(commands.length - 1);
  });

  it('keeps the last good cart and the failure with its command until the next success', async () => {
    const { api, calls } = heldApi();
    const vm = createCartViewModel(api, 5);
    const failed = vm.run({ kind: 'applyPromoCode', code: 'NOPE' });
    await tick();
    const failure = { reason: 'PROMO_CODE_NOT_FOUND', message: 'Такого промокода нет. Проверьте, правильно ли он введён' };
    calls[0]!.answer(E.left(failure));
    expect(await failed).toBe(false);
    expect(vm.current()).toEqual({ cart: 5, pending: 0, failure: { ...failure, command: { kind: 'applyPromoCode', code: 'NOPE' } } });

    const next = vm.setQuantity(change(6));
    await tick();
    calls[1]!.answer(E.right(6));
    await next;
    expect(vm.current()).toEqual({ cart: 6, pending: 0, failure: null });
  });

  it('turns a network error into a failure instead of a stuck request', async () => {
    const vm = createCartViewModel({ ...inertCartApi<number>() }, 1);
    expect(await vm.run({ kind: 'toggleBonus', bonusApplied: true })).toBe(false);
    expect(vm.current()).toMatchObject({
      cart: 1,
      pending: 0,
      failure: { reason: 'UNEXPECTED_ERROR', message: 'Произошла непредвиденная ошибка. Пожалуйста, повторите попытку позже' },
    });
  });

  it('takes a cart read elsewhere (a checkout call) as the current one', () => {
    const vm = createCartViewModel(inertCartApi<number>(), 1);
    vm.replace(7);
    expect(vm.current().cart).toBe(7);
  });
});

describe('cart failure notices (spec §8 Cart and checkout)', () => {
  const failed = (command: CartCommand, reason = 'UNEXPECTED_ERROR', message = 'server text') => ({ reason, message, command });

  it('a failed add or increase stays until closed; a failed decrease does not', () => {
    expect(cartFailureNotice(failed({ kind: 'setQuantity', change: change(3) }), 2)).toEqual({
      text: 'Не удалось добавить товар в корзину. Пожалуйста, повторите попытку позже',
      persistent: true,
    });
    expect(cartFailureNotice(failed({ kind: 'setQuantity', change: change(1) }, 'TOO_MANY_LINES_IN_BASKET'), 0)).toEqual({
      text: 'К сожалению, превышен лимит по количеству товаров в корзине.',
      persistent: true,
    });
    expect(cartFailureNotice(failed({ kind: 'setQuantity', change: change(1) }), 2)).toEqual({ text: 'server text', persistent: false });
  });

  it('a failed bonus toggle shows the generic text; form refusals are shown by their forms', () => {
    expect(cartFailureNotice(failed({ kind: 'toggleBonus', bonusApplied: true }), 0)?.text).toBe(
      'Произошла непредвиденная ошибка. Пожалуйста, повторите попытку позже',
    );
    expect(cartFailureNotice(failed({ kind: 'applyPromoCode', code: 'X' }), 0)).toBeNull();
    expect(cartFailureNotice(failed({ kind: 'applyGiftCard', entry: { giftCardNumber: '1', pin: '1' } }), 0)).toBeNull();
    expect(cartFailureNotice(failed({ kind: 'select', items: [] }, 'WRONG_CART_STATE', 'Ваша корзина была изменена. Повторите попытку.'), 0)?.text).toBe(
      'Ваша корзина была изменена. Повторите попытку.',
    );
  });
});
