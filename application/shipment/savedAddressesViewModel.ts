import { BehaviorSubject, type Observable } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { DeliveryAddress } from '../../domain/profile/deliveryAddress';
import { initialAddressSelection, type AddressSelection, type CartAddress } from '../../domain/profile/savedAddressChoice';

type Failure = { readonly message: string };

export interface SavedAddressesDeps {
  /** The customer's saved addresses (GET /profiles/current/delivery-addresses). */
  readonly list: () => Promise<E.Either<Failure, readonly DeliveryAddress[]>>;
  /** Sets the cart's delivery address exactly as typing and confirming it does (POST /cart/obtaining-methods/delivery). */
  readonly choose: (address: DeliveryAddress) => Promise<E.Either<Failure, unknown>>;
  /** The saved address this browser chose last, preselected next time. */
  readonly lastUsed: { readonly read: () => string | null; readonly write: (id: string) => void };
}

export type SavedAddressesState =
  | { readonly _tag: 'loading' }
  | { readonly _tag: 'failed'; readonly message: string }
  | {
      readonly _tag: 'ready';
      readonly addresses: readonly DeliveryAddress[];
      readonly selection: AddressSelection;
      readonly pending: boolean;
      readonly failure: string | null;
    };

export interface SavedAddressesViewModel {
  readonly state$: Observable<SavedAddressesState>;
  readonly current: () => SavedAddressesState;
  /** Reads the addresses; with nothing in the cart yet, chooses the last used (or first) one. Also the retry after a failure. */
  readonly load: (chosen: CartAddress | null) => Promise<void>;
  /** Chooses a saved address; ignored while a choice is being sent. */
  readonly choose: (id: string) => Promise<void>;
  /** «Другой адрес»: the entry form; the cart keeps its address until a new one is confirmed there. */
  readonly other: () => void;
}

/**
 * The delivery tab's saved addresses (spec §2 Checkout steps, §3 Delivery address): loading → failed or
 * ready. A choice is sent like a typed address, so the delivery area checks and their messages (spec §8)
 * are the same; a refused choice is told and the selection returns to what the cart holds.
 */
export function createSavedAddressesViewModel(deps: SavedAddressesDeps): SavedAddressesViewModel {
  const state = new BehaviorSubject<SavedAddressesState>({ _tag: 'loading' });
  const ready = () => {
    const now = state.getValue();
    return now._tag === 'ready' ? now : null;
  };

  const send = async (address: DeliveryAddress, fallback: AddressSelection) => {
    const before = ready();
    if (!before) return;
    state.next({ ...before, selection: { kind: 'saved', id: address.id }, pending: true, failure: null });
    const answer = await deps.choose(address);
    if (E.isRight(answer)) deps.lastUsed.write(address.id);
    state.next({
      ...before,
      selection: E.isRight(answer) ? { kind: 'saved', id: address.id } : fallback,
      pending: false,
      failure: E.isLeft(answer) ? answer.left.message : null,
    });
  };

  return {
    state$: state.asObservable(),
    current: () => state.getValue(),
    load: async (chosen) => {
      state.next({ _tag: 'loading' });
      const listed = await deps.list();
      if (E.isLeft(listed)) return state.next({ _tag: 'failed', message: listed.left.message });
      const addresses = listed.right;
      const initial = initialAddressSelection(addresses, chosen, deps.lastUsed.read());
      state.next({ _tag: 'ready', addresses, selection: initial.selection, pending: false, failure: null });
      const preselected = initial.selection.kind === 'saved' ? initial.selection.id : null;
      const address = addresses.find((a) => a.id === preselected);
      // A refused preselection opens the form: nothing was chosen, so there is nothing to return to.
      if (initial.apply && address) await send(address, { kind: 'other' });
    },
    choose: async (id) => {
      const now = ready();
      const address = now?.addresses.find((a) => a.id === id);
      if (!now || now.pending || !address || (now.selection.kind === 'saved' && now.selection.id === id)) return;
      await send(address, now.selection);
    },
    other: () => {
      const now = ready();
      if (now && !now.pending) state.next({ ...now, selection: { kind: 'other' }, failure: null });
    },
  };
}
