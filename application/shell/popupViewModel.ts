import { asyncScheduler, BehaviorSubject, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import { popupDelayMs } from '../../domain/display/timings';
import type { AnalyticsViewModel } from './analyticsViewModel';
import type { Popup } from './PopupSource';

export interface PopupViewModel {
  /** The popup shown now, if any. */
  readonly shown$: Observable<Popup | null>;
  readonly current: () => Popup | null;
  /** The page's popups: each appears after its server-given delay, one at a time. */
  readonly show: (popups: readonly Popup[]) => void;
  readonly close: () => void;
  readonly click: () => void;
}

/** Popups fetched by page path, shown after their delay, closable; appear and click go to analytics (spec §4 Popups). */
export function createPopupViewModel(analytics: Pick<AnalyticsViewModel, 'track'>, scheduler: SchedulerLike = asyncScheduler): PopupViewModel {
  const shown = new BehaviorSubject<Popup | null>(null);
  let timers: Subscription[] = [];
  const seen = new Set<string>();
  return {
    shown$: shown.asObservable(),
    current: () => shown.value,
    show: (popups) => {
      timers.forEach((t) => t.unsubscribe());
      timers = popups
        .filter((p) => !seen.has(p.id))
        .map((p) =>
          scheduler.schedule(() => {
            if (shown.value !== null || seen.has(p.id)) return;
            seen.add(p.id);
            shown.next(p);
            analytics.track('popups', 'appear', { popupId: p.id });
          }, popupDelayMs(p.timeFromPageOpenSeconds)),
        );
    },
    close: () => shown.next(null),
    click: () => {
      if (shown.value) analytics.track('popups', 'click', { popupId: shown.value.id });
      shown.next(null);
    },
  };
}
