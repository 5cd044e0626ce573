import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { createFloatingSignInViewModel } from './floatingSignInViewModel';

const cookieJar = (exists = false) => {
  let set = exists;
  return {
    exists: () => set,
    set: () => {
      set = true;
    },
    isSet: () => set,
  };
};
const scheduler = () => new TestScheduler((a, b) => expect(a).toEqual(b));

describe('floating one-tap sign-in (virtual time)', () => {
  it('shows 15 s after load and closes by itself 30 s later, without setting the cookie', () => {
    const s = scheduler();
    s.run(({ expectObservable }) => {
      const cookie = cookieJar();
      const vm = createFloatingSignInViewModel(cookie, s);
      vm.start(true);
      expectObservable(vm.visible$).toBe('f 14999ms t 29999ms f', { t: true, f: false });
      s.schedule(() => expect(cookie.isSet()).toBe(false), 50_000);
    });
  });

  it('never shows with the rejection cookie or to a signed-in user', () => {
    const s = scheduler();
    s.run(({ expectObservable }) => {
      const rejected = createFloatingSignInViewModel(cookieJar(true), s);
      rejected.start(true);
      const signedIn = createFloatingSignInViewModel(cookieJar(), s);
      signedIn.start(false);
      expectObservable(rejected.visible$, '^ 60s !').toBe('f', { f: false });
      expectObservable(signedIn.visible$, '^ 60s !').toBe('f', { f: false });
    });
  });

  it('closing it sets the rejection cookie and stops the timers', () => {
    const s = scheduler();
    s.run(({ expectObservable }) => {
      const cookie = cookieJar();
      const vm = createFloatingSignInViewModel(cookie, s);
      vm.start(true);
      s.schedule(() => vm.close(), 20_000);
      expectObservable(vm.visible$, '^ 60s !').toBe('f 14999ms t 4999ms f', { t: true, f: false });
      s.schedule(() => expect(cookie.isSet()).toBe(true), 21_000);
    });
  });
});
