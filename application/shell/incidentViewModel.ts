import { BehaviorSubject, type Observable } from 'rxjs';

/** The anti-bot incident reported by the API client (spec §8: 403 with incidentId). */
export interface IncidentViewModel {
  readonly incidentId$: Observable<string | null>;
  readonly current: () => string | null;
  /** The first incident is kept: requests after it stall as well. */
  readonly report: (incidentId: string) => void;
}

export function createIncidentViewModel(): IncidentViewModel {
  const state = new BehaviorSubject<string | null>(null);
  return {
    incidentId$: state.asObservable(),
    current: () => state.value,
    report: (incidentId) => {
      if (state.value === null) state.next(incidentId);
    },
  };
}
