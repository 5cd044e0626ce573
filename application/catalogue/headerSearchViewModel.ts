import * as O from 'fp-ts/Option';
import { BehaviorSubject, Subject, catchError, of, type Observable, type SchedulerLike } from 'rxjs';
import { clampSearchInput, searchPath, searchQuery } from '../../domain/catalogue/search';
import type { Clock } from '../shared/Clock';
import { movedHighlight, suggestAsTyped } from '../shared/suggestAsTyped';
import type { SearchHistory } from './SearchHistory';

/** One suggestion the shopper can pick with the keyboard or the mouse. */
export interface SearchOption {
  readonly id: string;
  readonly label: string;
  readonly url: string;
}

export interface HeaderSearchState<H> {
  readonly text: string;
  /** The overlay is shown (focus or hover). */
  readonly open: boolean;
  /** The full-screen search dialog of small screens is open (the overlay lives in it then). */
  readonly dialog: boolean;
  /** Suggestions for the text as last asked for; null before 2 characters or while none came. */
  readonly hints: H | null;
  readonly options: readonly SearchOption[];
  /** Index into options of the highlighted suggestion, -1 for none. */
  readonly active: number;
}

export interface HeaderSearchDeps<H> {
  /** Suggestions for a query; unsubscribing cancels the request. */
  readonly hints: (query: string) => Observable<H>;
  readonly optionsOf: (hints: H) => readonly SearchOption[];
  readonly history: SearchHistory;
  readonly clock: Clock;
  readonly scheduler?: SchedulerLike;
}

/**
 * The header search box (spec §4 Search): focus or hover opens the overlay (on small screens, a tap opens
 * the full-screen dialog); typing asks for suggestions 300 ms after the last key, from 2 characters,
 * dropping answers to stale text; cancel clears and closes; Escape closes keeping the text; submit gives
 * the search page path for trimmed non-empty text and remembers it.
 */
export function createHeaderSearchViewModel<H>(deps: HeaderSearchDeps<H>, initialText = '') {
  const state = new BehaviorSubject<HeaderSearchState<H>>({
    text: clampSearchInput(initialText),
    open: false,
    dialog: false,
    hints: null,
    options: [],
    active: -1,
  });
  const patch = (p: Partial<HeaderSearchState<H>>) => state.next({ ...state.value, ...p });
  const typed = new Subject<string>();

  suggestAsTyped(typed, (q) => deps.hints(q).pipe(catchError(() => of(null))), null, deps.scheduler).subscribe((hints) =>
    patch({ hints, options: hints === null ? [] : deps.optionsOf(hints), active: -1 }),
  );

  const submit = (): O.Option<string> => {
    const query = searchQuery(state.value.text);
    if (O.isNone(query)) return O.none;
    deps.history.remember({ text: query.value, at: deps.clock.now().getTime() });
    patch({ open: false, dialog: false, active: -1 });
    return O.some(searchPath(query.value));
  };

  return {
    state$: state.asObservable(),
    current: () => state.value,
    type: (text: string) => {
      const clamped = clampSearchInput(text);
      patch({ text: clamped, open: true });
      typed.next(clamped);
    },
    /** Focus or hover. */
    open: () => {
      patch({ open: true });
      typed.next(state.value.text);
    },
    /** The phone header's field: the full-screen dialog with the overlay, for the text kept so far. */
    openDialog: () => {
      patch({ open: true, dialog: true });
      typed.next(state.value.text);
    },
    /** Blur, Escape or the dialog's close button: the text stays. */
    close: () => patch({ open: false, dialog: false, active: -1 }),
    cancel: () => {
      patch({ text: '', open: false, dialog: false, hints: null, options: [], active: -1 });
      typed.next('');
    },
    /** Arrow keys: moves the highlight through the suggestions, wrapping round through "none". */
    move: (delta: 1 | -1) => {
      const n = state.value.options.length;
      if (n > 0) patch({ open: true, active: movedHighlight(state.value.active, delta, n) });
    },
    /** Enter or the button: the highlighted suggestion's page, else the search page for the text. */
    submit: (): O.Option<string> => {
      const option = state.value.options[state.value.active];
      if (option) {
        patch({ open: false, dialog: false, active: -1 });
        return O.some(option.url);
      }
      return submit();
    },
  };
}

export type HeaderSearchViewModel<H> = ReturnType<typeof createHeaderSearchViewModel<H>>;
