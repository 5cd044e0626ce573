import { BehaviorSubject, Subject, concatMap, type Observable } from 'rxjs';
import type * as E from 'fp-ts/Either';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/genericMessages';
import type { QuantityChange } from './setCartQuantity';

/** A failure the cart API reports: the spec's reason code and the shopper's message. */
export interface CartFailure {
  readonly reason: string;
  readonly message: string;
}

/** What the browser's cart view-model needs from the server. */
export interface CartApi<C> {
  readonly setQuantity: (changes: readonly QuantityChange[]) => Promise<E.Either<CartFailure, C>>;
}

export interface CartState<C> {
  readonly cart: C;
  /** Changes sent and not yet answered. */
  readonly pending: number;
  /** The last failure, cleared by the next success. */
  readonly failure: CartFailure | null;
}

export interface CartViewModel<C> {
  readonly state$: Observable<CartState<C>>;
  readonly current: () => CartState<C>;
  /** Sends a change; changes go one after another, so answers never overtake each other. */
  readonly setQuantity: (change: QuantityChange) => Promise<boolean>;
  /** Takes a cart read elsewhere (a page load) as the current one. */
  readonly replace: (cart: C) => void;
}

/** The cart as the page sees it: the last cart the server answered, and the request in flight. */
export function createCartViewModel<C>(api: CartApi<C>, initial: C): CartViewModel<C> {
  const state = new BehaviorSubject<CartState<C>>({ cart: initial, pending: 0, failure: null });
  const commands = new Subject<{ change: QuantityChange; done: (ok: boolean) => void }>();
  const patch = (p: Partial<CartState<C>>) => state.next({ ...state.value, ...p });

  commands
    .pipe(concatMap(async ({ change, done }) => {
      const answer = await api.setQuantity([change]).catch((): E.Either<CartFailure, C> => ({
        _tag: 'Left',
        left: { reason: 'UNEXPECTED_ERROR', message: GENERIC_ERROR_MESSAGE },
      }));
      if (answer._tag === 'Right') patch({ cart: answer.right, pending: state.value.pending - 1, failure: null });
      else patch({ pending: state.value.pending - 1, failure: answer.left });
      done(answer._tag === 'Right');
    }))
    .subscribe();

  return {
    state$: state.asObservable(),
    current: () => state.value,
    setQuantity: (change) =>
      new Promise<boolean>((done) => {
        patch({ pending: state.value.pending + 1 });
        commands.next({ change, done });
      }),
    replace: (cart) => patch({ cart }),
  };
}
