import { asyncScheduler, BehaviorSubject, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import { NOTIFICATIONS, visibleNotifications, type NotificationType } from '../../domain/display/layout';

/** One message in the bottom-right stack (spec §4 Notifications). */
interface ShellNotification {
  readonly id: number;
  readonly type: NotificationType;
  readonly text: string;
  /** An optional link, e.g. the wishlist toast's. */
  readonly link?: { readonly href: string; readonly label: string; readonly action?: () => void };
}

export interface NotificationsViewModel {
  /** The notifications shown now, oldest first; at most three. */
  readonly state$: Observable<readonly ShellNotification[]>;
  readonly current: () => readonly ShellNotification[];
  /** Shows a message for 5000 ms (a persistent one until closed); a fourth pushes out the oldest. Returns its id. */
  readonly notify: (type: NotificationType, text: string, link?: ShellNotification['link'], options?: { readonly persistent?: boolean }) => number;
  readonly dismiss: (id: number) => void;
}

/** The notification stack of spec §4/§9: types error/warn/success, 5000 ms each, at most 3 at once. */
export function createNotificationsViewModel(scheduler: SchedulerLike = asyncScheduler): NotificationsViewModel {
  const state = new BehaviorSubject<readonly ShellNotification[]>([]);
  const timers = new Map<number, Subscription>();
  let nextId = 1;

  const dismiss = (id: number) => {
    timers.get(id)?.unsubscribe();
    timers.delete(id);
    if (state.value.some((n) => n.id === id)) state.next(state.value.filter((n) => n.id !== id));
  };

  return {
    state$: state.asObservable(),
    current: () => state.value,
    notify: (type, text, link, options) => {
      const id = nextId++;
      const shown = visibleNotifications([...state.value, { id, type, text, ...(link ? { link } : {}) }]);
      for (const dropped of state.value.filter((n) => !shown.includes(n))) dismiss(dropped.id);
      state.next(shown);
      if (!options?.persistent)
        timers.set(
          id,
          scheduler.schedule(() => dismiss(id), NOTIFICATIONS.durationMs),
        );
      return id;
    },
    dismiss,
  };
}
