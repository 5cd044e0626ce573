import { BehaviorSubject, Subject, catchError, map, of, type Observable, type SchedulerLike } from 'rxjs';
import { movedHighlight, suggestAsTyped } from '../shared/suggestAsTyped';

export interface AddressSuggestState<S> {
  readonly text: string;
  readonly open: boolean;
  readonly suggestions: readonly S[];
  /** Index of the highlighted suggestion, -1 for none. */
  readonly active: number;
  /** Asking the maps service failed; shown under the field. */
  readonly failed: boolean;
}

/**
 * The delivery address field (spec §5 Autocomplete: the value must be a chosen option): typing asks for
 * suggestions 300 ms after the last key, from 2 characters, dropping answers to stale text; arrows move
 * the highlight, Enter picks it, Escape closes.
 */
export function createAddressSuggestViewModel<S>(suggest: (text: string) => Observable<readonly S[]>, scheduler?: SchedulerLike) {
  const state = new BehaviorSubject<AddressSuggestState<S>>({ text: '', open: false, suggestions: [], active: -1, failed: false });
  const patch = (p: Partial<AddressSuggestState<S>>) => state.next({ ...state.value, ...p });
  const typed = new Subject<string>();

  suggestAsTyped(
    typed,
    (q) =>
      suggest(q).pipe(
        map((suggestions) => ({ suggestions, failed: false })),
        catchError(() => of({ suggestions: [] as readonly S[], failed: true })),
      ),
    { suggestions: [] as readonly S[], failed: false },
    scheduler,
  ).subscribe(({ suggestions, failed }) => patch({ suggestions, failed, active: -1, open: suggestions.length > 0 }));

  return {
    state$: state.asObservable(),
    current: () => state.value,
    type: (text: string) => {
      patch({ text });
      typed.next(text);
    },
    /** Arrow keys: moves the highlight, wrapping round through "none". */
    move: (delta: 1 | -1) => {
      const n = state.value.suggestions.length;
      if (n > 0) patch({ open: true, active: movedHighlight(state.value.active, delta, n) });
    },
    /** Enter or a click: the suggestion picked (the highlighted one by default), shown as `label`; the list closes. */
    pick: (index: number, label: (s: S) => string): S | undefined => {
      const chosen = state.value.suggestions[index];
      if (chosen) patch({ text: label(chosen), open: false, active: -1 });
      return chosen;
    },
    close: () => patch({ open: false, active: -1 }),
    /** Shows an address already chosen, without asking for suggestions. */
    show: (text: string) => patch({ text, open: false, suggestions: [], active: -1, failed: false }),
  };
}
