import { asyncScheduler, type SchedulerLike, type Subscription } from 'rxjs';
import { TIMINGS } from '../../domain/display/timings';
import type { PageType } from '../../domain/analytics/pageType';

/** One event as sent in a batch body. */
export interface SentEvent {
  readonly pageType: PageType | null;
  readonly payload: Readonly<Record<string, unknown>>;
  readonly occurredAt: number;
}

/** What the analytics view-model needs from the server: one call per group and event. */
export interface AnalyticsApi {
  readonly send: (group: string, event: string, events: readonly SentEvent[]) => Promise<unknown>;
}

export interface AnalyticsViewModel {
  /** Queues a behaviour event; queued events go out together 1 s after the first of them. */
  readonly track: (group: string, event: string, payload?: Readonly<Record<string, unknown>>) => void;
  /** The page type events are tagged with, from the route (spec §4: stored and refreshed on change). */
  readonly setPageType: (pageType: PageType) => void;
  readonly pageType: () => PageType | null;
}

/** Batches behaviour events with the spec's 1 s delay (spec §7 Analytics, §9 Timing). */
export function createAnalyticsViewModel(api: AnalyticsApi, scheduler: SchedulerLike = asyncScheduler): AnalyticsViewModel {
  let pageType: PageType | null = null;
  let queue: { group: string; event: string; sent: SentEvent }[] = [];
  let pending: Subscription | null = null;

  const flush = () => {
    pending = null;
    const batch = queue;
    queue = [];
    const byPath = new Map<string, { group: string; event: string; events: SentEvent[] }>();
    for (const { group, event, sent } of batch) {
      const key = `${group}/${event}`;
      const entry = byPath.get(key) ?? { group, event, events: [] };
      entry.events.push(sent);
      byPath.set(key, entry);
    }
    // Analytics never disturbs the page: a failed send is dropped.
    for (const { group, event, events } of byPath.values()) void api.send(group, event, events).catch(() => undefined);
  };

  return {
    track: (group, event, payload = {}) => {
      queue.push({ group, event, sent: { pageType, payload, occurredAt: scheduler.now() } });
      if (pending === null) pending = scheduler.schedule(flush, TIMINGS.analyticsBatch);
    },
    setPageType: (type) => {
      pageType = type;
    },
    pageType: () => pageType,
  };
}
