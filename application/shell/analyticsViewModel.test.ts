import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createAnalyticsViewModel, type SentEvent } from './analyticsViewModel';

const setUp = () => {
  const scheduler = new VirtualTimeScheduler(undefined, Infinity);
  const calls: { at: number; path: string; events: readonly SentEvent[] }[] = [];
  const vm = createAnalyticsViewModel({ send: async (g, e, events) => calls.push({ at: scheduler.now(), path: `${g}/${e}`, events }) }, scheduler);
  /** Runs the virtual clock up to the given time. */
  const runTo = (ms: number) => {
    scheduler.maxFrames = ms;
    scheduler.flush();
  };
  return { scheduler, calls, vm, runTo };
};

describe('analytics batching (spec §7, 1 s delay)', () => {
  it('sends nothing before 1 s and everything queued by then in one call per event path', () => {
    const { calls, vm, runTo } = setUp();
    vm.setPageType('PRODUCT');
    vm.track('cart', 'add', { productId: '1' });
    vm.track('cart', 'add', { productId: '2' });
    vm.track('page', 'view');
    runTo(999);
    expect(calls).toEqual([]);
    runTo(1000);
    expect(calls.map((c) => [c.at, c.path, c.events.length])).toEqual([
      [1000, 'cart/add', 2],
      [1000, 'page/view', 1],
    ]);
    expect(calls[0]!.events[1]).toEqual({ pageType: 'PRODUCT', payload: { productId: '2' }, occurredAt: 0 });
  });

  it('starts a new batch for an event after the previous batch left', () => {
    const { calls, vm, runTo, scheduler } = setUp();
    vm.track('page', 'view');
    runTo(1000);
    scheduler.schedule(() => vm.track('page', 'view', { n: 2 }), 500);
    runTo(1499);
    expect(calls).toHaveLength(1);
    runTo(2500);
    expect(calls.map((c) => c.at)).toEqual([1000, 2500]);
  });
});
