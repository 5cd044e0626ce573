import { BehaviorSubject, type Observable } from 'rxjs';
import * as E from 'fp-ts/Either';

/** A failed comparison call: the HTTP status is what matters (404 means the list changed elsewhere). */
export interface ComparisonFailure {
  readonly status: number;
  readonly message: string;
}

/** The comparison calls of spec §7 as the browser makes them. */
export interface ComparisonApi {
  readonly productIds: () => Promise<E.Either<ComparisonFailure, readonly string[]>>;
  readonly add: (productId: string) => Promise<E.Either<ComparisonFailure, readonly string[]>>;
  readonly remove: (productIds: readonly string[]) => Promise<E.Either<ComparisonFailure, readonly string[]>>;
}

export interface ComparisonState {
  /** Null until known. */
  readonly productIds: readonly string[] | null;
  readonly failure: ComparisonFailure | null;
}

/** The compared products in the browser (spec §4 Comparison: fetch, add, delete one or many; on 404 refetch). */
export function createComparisonViewModel(api: ComparisonApi) {
  const state = new BehaviorSubject<ComparisonState>({ productIds: null, failure: null });
  const settle = async (answer: E.Either<ComparisonFailure, readonly string[]>): Promise<boolean> => {
    if (E.isRight(answer)) {
      state.next({ productIds: answer.right, failure: null });
      return true;
    }
    if (answer.left.status === 404) {
      // The list changed in another tab or session: take the server's list as it is now.
      await load();
      return false;
    }
    state.next({ ...state.value, failure: answer.left });
    return false;
  };
  const load = async (): Promise<void> => {
    const answer = await api.productIds();
    state.next(E.isRight(answer) ? { productIds: answer.right, failure: null } : { ...state.value, failure: answer.left });
  };
  return {
    state$: state.asObservable() as Observable<ComparisonState>,
    current: () => state.value,
    load,
    add: async (productId: string) => settle(await api.add(productId)),
    remove: async (productIds: readonly string[]) => settle(await api.remove(productIds)),
  };
}

export type ComparisonViewModel = ReturnType<typeof createComparisonViewModel>;
