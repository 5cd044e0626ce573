import * as E from 'fp-ts/Either';
import { contactPerson, type ContactField, type ContactInput } from '../../domain/checkout/contacts';
import type { ContactPerson } from '../../domain/checkout/checkoutState';
import { isBlockedEmail } from '../../domain/validation/blockedEmail';
import type { FieldErrors } from '../../domain/validation/formValidation';
import type { IdGenerator } from '../shared/IdGenerator';
import type { StoredCart, WrongCartState } from '../cart/CartRepository';
import { viewCart, type CartDeps } from '../cart/getCart';
import type { CartView } from '../cart/cartView';
import { updateCart } from '../cart/updateCart';

/** A contact as sent: the e-mail may be left out. */
type ContactRequest = Omit<ContactInput, 'email'> & { readonly email?: string };

export interface ContactsRequest {
  readonly owner: ContactRequest;
  /** Someone else receives the order; null when the owner does. */
  readonly receiver: ContactRequest | null;
}

/** Field errors by role, e.g. {owner: {phone}, receiver: {firstName}}. */
type ContactsFieldErrors = { readonly owner?: FieldErrors<ContactField>; readonly receiver?: FieldErrors<ContactField> };

export type SaveContactsFailure =
  | { readonly _tag: 'INVALID_FIELDS'; readonly fields: ContactsFieldErrors }
  | { readonly _tag: 'INVALID_EMAIL' }
  | WrongCartState;

const input = (c: ContactRequest): ContactInput => ({ ...c, email: c.email ?? '' });

/**
 * Stores who orders and who receives (spec §7 PUT /cart/receiver, §3 Cart contactUser): both checked
 * by the form's rules (spec §5), phones in the shopper's market's format; an address on a blocked domain is INVALID_EMAIL (spec §8).
 */
export const saveContacts =
  (deps: CartDeps & { readonly ids: IdGenerator }) =>
  async (ownerKey: string, request: ContactsRequest): Promise<E.Either<SaveContactsFailure, CartView>> => {
    // Phones follow the shopper's market, taken from their stored location, never from the request.
    const { country } = (await deps.pricing(undefined, ownerKey)).market;
    const owner = contactPerson(input(request.owner), 'OWNER', country);
    const receiver = request.receiver ? contactPerson(input(request.receiver), 'RECEIVER', country) : E.right(null);
    if (E.isLeft(owner) || E.isLeft(receiver)) {
      return E.left({
        _tag: 'INVALID_FIELDS',
        fields: { ...(E.isLeft(owner) ? { owner: owner.left } : {}), ...(E.isLeft(receiver) ? { receiver: receiver.left } : {}) },
      });
    }
    const people: (ContactPerson | null)[] = [owner.right, receiver.right];
    if (people.some((p) => p?.email && isBlockedEmail(p.email))) return E.left({ _tag: 'INVALID_EMAIL' });
    const saved = await updateCart(deps)(
      ownerKey,
      (cart): E.Either<never, StoredCart> => E.right({ ...cart, checkout: { ...cart.checkout, owner: owner.right, receiver: receiver.right } }),
    );
    return E.isLeft(saved) ? saved : E.right(await viewCart(deps)(saved.right));
  };
