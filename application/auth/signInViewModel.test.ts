import * as E from 'fp-ts/Either';
import { TestScheduler } from 'rxjs/testing';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createSignInViewModel, resendCountdown, type AuthApi } from './signInViewModel';

const okApi = (step: 'AUTHORIZATION' | 'REGISTRATION' = 'AUTHORIZATION', overrides: Partial<AuthApi> = {}) => {
  const api = {
    requestCode: vi.fn(async () => E.right({ resendAfterSeconds: 60, codeLength: 6 })),
    exchange: vi.fn(async () => E.right({ step })),
    register: vi.fn(async () => E.right({})),
    logout: vi.fn(async () => E.right({})),
    ...overrides,
  };
  return api as typeof api & AuthApi;
};

describe('resend countdown', () => {
  it('counts down once a second on virtual time and completes at 0', () => {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    scheduler.run(({ expectObservable }) => {
      expectObservable(resendCountdown(3, scheduler)).toBe('a 999ms b 999ms c 999ms (d|)', { a: 3, b: 2, c: 1, d: 0 });
    });
  });
});

describe('sign-in dialog view-model', () => {
  it('checks the phone against the country mask before asking for a code', async () => {
    const api = okApi();
    const vm = createSignInViewModel(api, new VirtualTimeScheduler(), vi.fn());
    vm.open();
    vm.typePhone('912 345');
    await vm.submitPhone();
    expect(vm.current().phoneError).toBe('Неверный формат телефона');
    expect(api.requestCode).not.toHaveBeenCalled();
    vm.typePhone('89123456789');
    expect(vm.current().phoneInput).toBe('+7 912 345 67 89');
    await vm.submitPhone();
    expect(api.requestCode).toHaveBeenCalledWith('+79123456789', false);
    expect(vm.current()).toMatchObject({ step: 'code', phone: '+79123456789', resendIn: 60 });
  });

  it('follows a typed +<code> to its country, key by key, and sends that phone (issue 14: +45 became +7 452 …)', async () => {
    const api = okApi();
    const vm = createSignInViewModel(api, new VirtualTimeScheduler(), vi.fn());
    vm.open();
    for (const key of '+45 20 12 34 56') vm.typePhone(vm.current().phoneInput + key);
    expect(vm.current()).toMatchObject({ phoneInput: '+45 20 12 34 56', country: 'dk' });
    await vm.submitPhone();
    expect(api.requestCode).toHaveBeenCalledWith('+4520123456', false);
  });

  it('keeps what the cart could not bring for the page the reload brings (issue 14)', async () => {
    const notice = 'Промокод ONCE1000 не перенесён в корзину после входа: он уже использован.';
    const api = okApi('AUTHORIZATION', { exchange: vi.fn(async () => E.right({ step: 'AUTHORIZATION' as const, notices: [notice] })) });
    const kept: string[] = [];
    const reload = vi.fn(() => expect(kept).toEqual([notice]));
    const vm = createSignInViewModel(api, new VirtualTimeScheduler(), reload, undefined, { keep: (texts) => kept.push(...texts) });
    vm.open();
    vm.typePhone('9123456789');
    await vm.submitPhone();
    await vm.setCode('123456');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('allows a resend only after the countdown ran out (virtual time)', async () => {
    const api = okApi();
    const scheduler = new VirtualTimeScheduler();
    const vm = createSignInViewModel(api, scheduler, vi.fn());
    vm.open();
    vm.typePhone('9123456789');
    await vm.submitPhone();
    await vm.resend();
    expect(api.requestCode).toHaveBeenCalledTimes(1);
    scheduler.flush();
    expect(vm.current().resendIn).toBe(0);
    await vm.resend();
    expect(api.requestCode).toHaveBeenLastCalledWith('+79123456789', true);
    expect(vm.current().resendIn).toBe(60);
  });

  it('sends a full code at once, keeps digits only, and reloads after sign-in', async () => {
    const api = okApi('AUTHORIZATION');
    const reload = vi.fn();
    const vm = createSignInViewModel(api, new VirtualTimeScheduler(), reload);
    vm.open();
    vm.typePhone('9123456789');
    await vm.submitPhone();
    await vm.setCode('12a3');
    expect(vm.current().code).toEqual(['1', '2', '3']);
    expect(api.exchange).not.toHaveBeenCalled();
    await vm.setCode('123456789');
    expect(api.exchange).toHaveBeenCalledWith('+79123456789', '123456');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the reason of a wrong code and clears the cells', async () => {
    const api = okApi('AUTHORIZATION', { exchange: vi.fn(async () => E.left({ reason: 'TEMPORARILY_BLOCKED', message: 'x' })) });
    const vm = createSignInViewModel(api, new VirtualTimeScheduler(), vi.fn());
    vm.open();
    vm.typePhone('9123456789');
    await vm.submitPhone();
    await vm.setCode('000000');
    expect(vm.current()).toMatchObject({ error: 'Вход временно заблокирован. Пожалуйста, повторите попытку позже', code: [], step: 'code' });
  });

  it('asks a new account for registration details, validating passively then aggressively', async () => {
    const api = okApi('REGISTRATION');
    const reload = vi.fn();
    const vm = createSignInViewModel(api, new VirtualTimeScheduler(), reload);
    vm.open();
    vm.typePhone('9123456789');
    await vm.submitPhone();
    await vm.setCode('123456');
    expect(vm.current().step).toBe('registration');
    vm.editRegistration('firstName', 'А');
    expect(vm.current().registration.validation.submitted).toBe(false);
    await vm.submitRegistration();
    expect(api.register).not.toHaveBeenCalled();
    expect(vm.current().registration.validation.errors.firstName).toEqual({ _tag: 'min', length: 2 });
    vm.editRegistration('firstName', 'Анна');
    expect(vm.current().registration.validation.errors.firstName).toBeNull();
    vm.editRegistration('lastName', 'Петрова');
    await vm.submitRegistration();
    expect(api.register).toHaveBeenCalledWith({ firstName: 'Анна', lastName: 'Петрова', email: null });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
