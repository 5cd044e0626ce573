import { asyncScheduler, type SchedulerLike, type Subscription } from 'rxjs';
import { TIMINGS } from '../../domain/display/timings';
import type { AnalyticsViewModel } from './analyticsViewModel';

export interface MenuVisibilityTracker {
  /** The section is on screen now; any other one shown before is not. */
  readonly show: (sectionId: string) => void;
  /** No section is on screen (the menu closed). */
  readonly hide: () => void;
}

/**
 * Menu visibility analytics (FT6420, spec §4 Menus, §9): a section seen for 2000 ms without a break sends one
 * `menus/section-view` event; each section is sent at most once.
 */
export function createMenuVisibilityTracker(analytics: Pick<AnalyticsViewModel, 'track'>, scheduler: SchedulerLike = asyncScheduler): MenuVisibilityTracker {
  const sent = new Set<string>();
  let shown: string | null = null;
  let timer: Subscription | null = null;
  const hide = () => {
    timer?.unsubscribe();
    timer = null;
    shown = null;
  };
  return {
    show: (sectionId) => {
      if (shown === sectionId) return;
      hide();
      shown = sectionId;
      if (sent.has(sectionId)) return;
      timer = scheduler.schedule(() => {
        sent.add(sectionId);
        timer = null;
        analytics.track('menus', 'section-view', { sectionId });
      }, TIMINGS.menuVisibilityAnalytics);
    },
    hide,
  };
}
