import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createPopupViewModel } from './popupViewModel';
import type { Popup } from './PopupSource';

const popup = (id: string, seconds: number): Popup => ({
  id,
  type: 'small_popup',
  popupPosition: 'bottom-left',
  timeFromPageOpenSeconds: seconds,
  content: [{ title: id, text: '', buttons: [] }],
});

describe('popups (spec §4: shown after the server-given delay, closable, analytics)', () => {
  it('shows a popup after its delay in seconds × 1000 and reports appear and click', () => {
    const scheduler = new VirtualTimeScheduler(undefined, Infinity);
    const events: unknown[] = [];
    const vm = createPopupViewModel({ track: (g, e, p) => events.push([g, e, p]) }, scheduler);
    vm.show([popup('a', 5), popup('b', 8)]);
    scheduler.maxFrames = 4_999;
    scheduler.flush();
    expect(vm.current()).toBeNull();
    scheduler.maxFrames = 5_000;
    scheduler.flush();
    expect(vm.current()?.id).toBe('a');
    scheduler.maxFrames = 9_000;
    scheduler.flush();
    expect(vm.current()?.id).toBe('a');
    vm.click();
    expect(vm.current()).toBeNull();
    expect(events).toEqual([
      ['popups', 'appear', { popupId: 'a' }],
      ['popups', 'click', { popupId: 'a' }],
    ]);
    vm.show([popup('a', 0)]);
    scheduler.maxFrames = 10_000;
    scheduler.flush();
    expect(vm.current()).toBeNull();
  });
});
