import { BehaviorSubject, Subject, concatMap, type Observable } from 'rxjs';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/genericMessages';
import type { LineQuantity } from '../../domain/cart/cartLine';
import * as E from 'fp-ts/Either';

/** A failure the cart API reports: the spec's reason code and the shopper's message. */
export interface CartFailure {
  readonly reason: string;
  readonly message: string;
}

/** A gift card as the shopper types it (spec §3 Gift card), with a captcha token after NEED_CAPTCHA. */
export interface GiftCardEntry {
  readonly giftCardNumber: string;
  readonly pin: string;
  readonly token?: string;
}

/** Every change the cart page sends (spec §7 Cart); each answers the whole cart. */
export type CartCommand =
  | { readonly kind: 'setQuantity'; readonly change: LineQuantity }
  | { readonly kind: 'select'; readonly items: readonly { readonly wareId: string; readonly selected: boolean }[] }
  | { readonly kind: 'restore'; readonly item: LineQuantity }
  | { readonly kind: 'applyPromoCode'; readonly code: string }
  | { readonly kind: 'removePromoCode'; readonly code: string }
  | { readonly kind: 'toggleBonus'; readonly bonusApplied: boolean }
  | { readonly kind: 'applyGiftCard'; readonly entry: GiftCardEntry }
  | { readonly kind: 'removeGiftCard'; readonly promisedPaymentId: string }
  | { readonly kind: 'addSnapshot'; readonly snapshotId: string };

type Answer<C> = Promise<E.Either<CartFailure, C>>;

/** What the browser's cart view-model needs from the server. */
export interface CartApi<C> {
  readonly setQuantity: (changes: readonly LineQuantity[]) => Answer<C>;
  readonly select: (items: readonly { readonly wareId: string; readonly selected: boolean }[]) => Answer<C>;
  readonly restore: (item: LineQuantity) => Answer<C>;
  readonly applyPromoCode: (code: string) => Answer<C>;
  readonly removePromoCode: (code: string) => Answer<C>;
  readonly toggleBonus: (bonusApplied: boolean) => Answer<C>;
  readonly applyGiftCard: (entry: GiftCardEntry) => Answer<C>;
  readonly removeGiftCard: (promisedPaymentId: string) => Answer<C>;
  readonly addSnapshot: (snapshotId: string) => Answer<C>;
}

/** The one place a command becomes its API call. */
function send<C>(api: CartApi<C>, command: CartCommand): Answer<C> {
  switch (command.kind) {
    case 'setQuantity':
      return api.setQuantity([command.change]);
    case 'select':
      return api.select(command.items);
    case 'restore':
      return api.restore(command.item);
    case 'applyPromoCode':
      return api.applyPromoCode(command.code);
    case 'removePromoCode':
      return api.removePromoCode(command.code);
    case 'toggleBonus':
      return api.toggleBonus(command.bonusApplied);
    case 'applyGiftCard':
      return api.applyGiftCard(command.entry);
    case 'removeGiftCard':
      return api.removeGiftCard(command.promisedPaymentId);
    case 'addSnapshot':
      return api.addSnapshot(command.snapshotId);
  }
}

/** A failure with the command that met it, so the page can show it at the right place. */
export interface CommandFailure extends CartFailure {
  readonly command: CartCommand;
}

interface CartState<C> {
  readonly cart: C;
  /** Changes sent and not yet answered. */
  readonly pending: number;
  /** The last failure, cleared by the next success. */
  readonly failure: CommandFailure | null;
}

export interface CartViewModel<C> {
  readonly state$: Observable<CartState<C>>;
  readonly current: () => CartState<C>;
  /** Sends a change; changes go one after another, so answers never overtake each other. True when it succeeded. */
  readonly run: (command: CartCommand) => Promise<boolean>;
  /** `run` of a quantity change (the product page's add to cart). */
  readonly setQuantity: (change: LineQuantity) => Promise<boolean>;
  /** Takes a cart read elsewhere (a page load, a checkout call) as the current one. */
  readonly replace: (cart: C) => void;
}

/** The cart as the page sees it: the last cart the server answered, and the requests in flight. */
export function createCartViewModel<C>(api: CartApi<C>, initial: C): CartViewModel<C> {
  const state = new BehaviorSubject<CartState<C>>({ cart: initial, pending: 0, failure: null });
  const commands = new Subject<{ command: CartCommand; done: (ok: boolean) => void }>();
  const patch = (p: Partial<CartState<C>>) => state.next({ ...state.value, ...p });

  commands
    .pipe(
      concatMap(async ({ command, done }) => {
        const answer = await send(api, command).catch(
          (): E.Either<CartFailure, C> => ({
            _tag: 'Left',
            left: { reason: 'UNEXPECTED_ERROR', message: GENERIC_ERROR_MESSAGE },
          }),
        );
        if (E.isRight(answer)) patch({ cart: answer.right, pending: state.value.pending - 1, failure: null });
        else patch({ pending: state.value.pending - 1, failure: { ...answer.left, command } });
        done(E.isRight(answer));
      }),
    )
    .subscribe();

  const run = (command: CartCommand) =>
    new Promise<boolean>((done) => {
      patch({ pending: state.value.pending + 1 });
      commands.next({ command, done });
    });

  return {
    state$: state.asObservable(),
    current: () => state.value,
    run,
    setQuantity: (change) => run({ kind: 'setQuantity', change }),
    replace: (cart) => patch({ cart }),
  };
}

/** A cart API for server rendering, which never sends cart changes. */
export function inertCartApi<C>(): CartApi<C> {
  const refuse = () => Promise.reject(new Error('cart changes are sent from the browser'));
  return {
    setQuantity: refuse,
    select: refuse,
    restore: refuse,
    applyPromoCode: refuse,
    removePromoCode: refuse,
    toggleBonus: refuse,
    applyGiftCard: refuse,
    removeGiftCard: refuse,
    addSnapshot: refuse,
  };
}
