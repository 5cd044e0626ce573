import * as E from 'fp-ts/Either';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createSignInViewModel, type AuthApi } from './signInViewModel';

const needCaptcha = E.left({ reason: 'NEED_CAPTCHA', message: 'Подтвердите, что вы не робот' });
const sent = E.right({ resendAfterSeconds: 60, codeLength: 6 });

/** An API answering NEED_CAPTCHA to requests without a token and sending the code with one. */
function captchaApi(tokens: readonly E.Either<{ reason: string; message: string }, string>[] = [E.right('t-1')]) {
  const queue = [...tokens];
  const api = {
    requestCode: vi.fn(async (_phone: string, _additional: boolean, token?: string) => (token ? sent : needCaptcha)),
    captchaToken: vi.fn(async () => queue.shift() ?? E.right('t-last')),
    exchange: vi.fn(async () => E.right({ step: 'AUTHORIZATION' as const })),
    register: vi.fn(async () => E.right({})),
    logout: vi.fn(async () => E.right({})),
  };
  return api as typeof api & AuthApi;
}

async function askForCode(api: AuthApi) {
  const vm = createSignInViewModel(api, new VirtualTimeScheduler(), vi.fn());
  vm.open();
  vm.typePhone('9123456789');
  await vm.submitPhone();
  return vm;
}

describe('sign-in dialog after NEED_CAPTCHA (spec §7 token)', () => {
  it('shows the message and remembers the request to retry', async () => {
    const vm = await askForCode(captchaApi());
    expect(vm.current()).toMatchObject({ step: 'phone', error: 'Подтвердите, что вы не робот', captcha: { phone: '+79123456789', additional: false } });
  });

  it('«Я не робот» gets a token and asks again with it: the code is sent', async () => {
    const api = captchaApi();
    const vm = await askForCode(api);
    await vm.passCaptcha();
    expect(api.requestCode).toHaveBeenLastCalledWith('+79123456789', false, 't-1');
    expect(vm.current()).toMatchObject({ step: 'code', captcha: null, error: null, resendIn: 60 });
  });

  it('retries a resend as a resend', async () => {
    const api = captchaApi();
    api.requestCode.mockImplementationOnce(async () => sent);
    const scheduler = new VirtualTimeScheduler();
    const vm = createSignInViewModel(api, scheduler, vi.fn());
    vm.open();
    vm.typePhone('9123456789');
    await vm.submitPhone();
    scheduler.flush();
    await vm.resend();
    expect(vm.current().captcha).toEqual({ phone: '+79123456789', additional: true });
    await vm.passCaptcha();
    expect(api.requestCode).toHaveBeenLastCalledWith('+79123456789', true, 't-1');
  });

  it('shows the failure when no token could be had, and keeps the prompt', async () => {
    const api = captchaApi([E.left({ reason: 'NOT_FOUND', message: 'Проверка недоступна' })]);
    const vm = await askForCode(api);
    await vm.passCaptcha();
    expect(vm.current()).toMatchObject({ error: 'Проверка недоступна', pending: false, captcha: { phone: '+79123456789' } });
    expect(api.requestCode).toHaveBeenCalledTimes(1);
  });

  it('forgets the prompt when the phone is edited, and other failures never show it', async () => {
    const vm = await askForCode(captchaApi());
    vm.typePhone('9123456780');
    expect(vm.current().captcha).toBeNull();
    const other = captchaApi();
    other.requestCode.mockImplementation(async () => E.left({ reason: 'TIME_LIMIT', message: 'x' }));
    expect((await askForCode(other)).current().captcha).toBeNull();
  });
});
