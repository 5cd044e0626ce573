import { BehaviorSubject, type Observable } from 'rxjs';

/** What pages read of a view-model besides its methods. */
interface ViewModel<S> {
  readonly state$: Observable<S>;
  readonly current: () => S;
}

/**
 * A view-model whose code arrives when it is first used, so the pages' shared script does not carry it:
 * its state is `initial` until then, and a method called waits for the code, then runs. `preload` fetches
 * the code ahead of need. A failed download is tried again at the next call.
 */
export function lazyViewModel<S, VM extends ViewModel<S>>(initial: S, load: () => Promise<VM>): { readonly vm: VM; readonly preload: () => void } {
  const state = new BehaviorSubject(initial);
  let loading: Promise<VM> | undefined;
  const loaded = () => {
    loading ??= load().then(
      (vm) => {
        vm.state$.subscribe((next) => state.next(next));
        return vm;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const own = { state$: state.asObservable(), current: () => state.value };
  const vm = new Proxy(own, {
    get: (target, key) =>
      key in target
        ? target[key as keyof typeof target]
        : (...args: unknown[]) => loaded().then((real) => (real[key as keyof VM] as (...a: unknown[]) => unknown)(...args)),
  }) as VM;
  return { vm, preload: () => void loaded().catch(() => undefined) };
}
