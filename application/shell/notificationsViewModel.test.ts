import fc from 'fast-check';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createNotificationsViewModel } from './notificationsViewModel';

const setUp = () => {
  const scheduler = new VirtualTimeScheduler(undefined, Infinity);
  const vm = createNotificationsViewModel(scheduler);
  const runTo = (ms: number) => {
    scheduler.maxFrames = ms;
    scheduler.flush();
  };
  return { scheduler, vm, runTo, texts: () => vm.current().map((n) => n.text) };
};

describe('notifications (spec §4, §9: 5000 ms, at most 3)', () => {
  it('keeps a message for 5000 ms', () => {
    const { vm, runTo, texts } = setUp();
    vm.notify('success', 'Товар добавлен в корзину');
    runTo(4999);
    expect(texts()).toEqual(['Товар добавлен в корзину']);
    runTo(5000);
    expect(texts()).toEqual([]);
  });

  it('shows at most three: a fourth pushes out the oldest', () => {
    const { vm, texts, scheduler, runTo } = setUp();
    for (const [i, type] of (['error', 'warn', 'success', 'error'] as const).entries()) scheduler.schedule(() => vm.notify(type, `n${i}`), i * 100);
    runTo(300);
    expect(texts()).toEqual(['n1', 'n2', 'n3']);
    runTo(5100);
    expect(texts()).toEqual(['n2', 'n3']);
    runTo(5300);
    expect(texts()).toEqual([]);
  });

  it('closes one on request and never shows more than three whatever arrives', () => {
    const { vm, texts } = setUp();
    const id = vm.notify('warn', 'a');
    vm.notify('error', 'b');
    vm.dismiss(id);
    expect(texts()).toEqual(['b']);
    fc.assert(
      fc.property(fc.array(fc.constantFrom('error', 'warn', 'success' as const), { maxLength: 20 }), (types) => {
        const { vm: fresh } = setUp();
        types.forEach((t, i) => fresh.notify(t, String(i)));
        expect(fresh.current().length).toBe(Math.min(3, types.length));
        expect(fresh.current().map((n) => n.text)).toEqual(types.map((_, i) => String(i)).slice(-3));
      }),
    );
  });

  it('keeps a persistent message until it is closed', () => {
    const { vm, runTo, texts } = setUp();
    const id = vm.notify('error', 'Некорректный запрос', undefined, { persistent: true });
    runTo(60_000);
    expect(texts()).toEqual(['Некорректный запрос']);
    vm.dismiss(id);
    expect(texts()).toEqual([]);
  });
});
