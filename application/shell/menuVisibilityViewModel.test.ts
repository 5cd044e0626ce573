import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMenuVisibilityTracker } from './menuVisibilityViewModel';

// rxjs's asyncScheduler runs on setInterval and Date.now, which the fake timers drive.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const setUp = () => {
  const events: { group: string; event: string; payload: unknown }[] = [];
  const tracker = createMenuVisibilityTracker({ track: (group, event, payload) => events.push({ group, event, payload }) });
  const wait = (ms: number) => vi.advanceTimersByTime(ms);
  return { events, tracker, wait };
};

describe('menu visibility analytics (FT6420, spec §4 Menus: 2000 ms dwell, once per section)', () => {
  it('sends one event after a section stays visible for 2000 ms', () => {
    const { events, tracker, wait } = setUp();
    tracker.show('10000');
    wait(1999);
    expect(events).toEqual([]);
    wait(1);
    expect(events).toEqual([{ group: 'menus', event: 'section-view', payload: { sectionId: '10000' } }]);
  });

  it('sends nothing when the section is left or the menu closes before 2000 ms', () => {
    const { events, tracker, wait } = setUp();
    tracker.show('10000');
    wait(1500);
    tracker.show('20000');
    wait(1500);
    tracker.hide();
    wait(5000);
    expect(events).toEqual([]);
  });

  it('sends each section once, however often it is shown again', () => {
    const { events, tracker, wait } = setUp();
    tracker.show('10000');
    wait(2000);
    tracker.hide();
    tracker.show('10000');
    wait(5000);
    tracker.show('20000');
    tracker.show('20000'); // the same section again does not restart its time
    wait(2000);
    expect(events.map((e) => (e.payload as { sectionId: string }).sectionId)).toEqual(['10000', '20000']);
  });
});
