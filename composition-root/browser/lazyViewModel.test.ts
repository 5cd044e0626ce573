import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { lazyViewModel } from './lazyViewModel';

function counter() {
  const state = new BehaviorSubject({ open: false, count: 0 });
  return {
    state$: state.asObservable(),
    current: () => state.value,
    open: () => state.next({ ...state.value, open: true }),
    add: (n: number) => state.next({ ...state.value, count: state.value.count + n }),
  };
}

describe('a view-model loaded when first used', () => {
  it('shows its initial state, loads its code once at the first call, runs the calls and follows the real state', async () => {
    const load = vi.fn(async () => counter());
    const { vm } = lazyViewModel({ open: false, count: 0 }, load);
    const seen: unknown[] = [];
    vm.state$.subscribe((s) => seen.push(s));
    expect(load).not.toHaveBeenCalled();
    expect(vm.current()).toEqual({ open: false, count: 0 });
    await Promise.all([vm.open(), vm.add(2)]);
    await vm.add(3);
    expect(load).toHaveBeenCalledTimes(1);
    expect(vm.current()).toEqual({ open: true, count: 5 });
    expect(seen.at(-1)).toEqual({ open: true, count: 5 });
  });

  it('preloads without a call, and tries a failed download again at the next call', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(async () => counter());
    const { vm, preload } = lazyViewModel<{ open: boolean; count: number }, ReturnType<typeof counter>>({ open: false, count: 0 }, load);
    preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await vm.open();
    expect(load).toHaveBeenCalledTimes(2);
    expect(vm.current().open).toBe(true);
  });
});
