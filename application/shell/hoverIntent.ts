import { asyncScheduler, BehaviorSubject, type Observable, type SchedulerLike, type Subscription } from 'rxjs';

/** Which item of a menu is open: hover opens after a delay, keyboard and clicks act at once (spec §4 Menus). */
export interface HoverIntent {
  readonly state$: Observable<string | null>;
  readonly current: () => string | null;
  /** The pointer entered an item: it opens after the open delay unless the pointer leaves first. */
  readonly enter: (id: string) => void;
  /** The pointer left: closes after the close delay (never, when there is none). */
  readonly leave: () => void;
  /** Opens an item (or closes with null) at once, cancelling a pending hover. */
  readonly set: (id: string | null) => void;
}

export interface HoverDelays {
  readonly openMs: number;
  /** null: leaving does not close (a sub-section stays chosen until another is hovered). */
  readonly closeMs: number | null;
}

/** A hover-intent timer on the given scheduler (virtual time in tests). */
export function createHoverIntent(delays: HoverDelays, scheduler: SchedulerLike = asyncScheduler): HoverIntent {
  const state = new BehaviorSubject<string | null>(null);
  let pending: Subscription | null = null;
  const cancel = () => {
    pending?.unsubscribe();
    pending = null;
  };
  const set = (id: string | null) => {
    cancel();
    if (state.value !== id) state.next(id);
  };
  return {
    state$: state.asObservable(),
    current: () => state.value,
    enter: (id) => {
      cancel();
      if (state.value !== id) pending = scheduler.schedule(() => set(id), delays.openMs);
    },
    leave: () => {
      cancel();
      if (delays.closeMs !== null && state.value !== null) pending = scheduler.schedule(() => set(null), delays.closeMs);
    },
    set,
  };
}
