import * as E from 'fp-ts/Either';
import { legalEntityDetails, type LegalEntityField, type LegalEntityInput } from '../../domain/checkout/legalEntity';
import type { FieldErrors } from '../../domain/validation/formValidation';
import type { IdGenerator } from '../shared/IdGenerator';
import type { StoredCart, WrongCartState } from '../cart/CartRepository';
import { viewCart, type CartDeps } from '../cart/getCart';
import type { CartView } from '../cart/cartView';
import { updateCart } from '../cart/updateCart';

export type SetLegalEntityFailure = { readonly _tag: 'INVALID_FIELDS'; readonly fields: FieldErrors<LegalEntityField> } | WrongCartState;

type Deps = CartDeps & { readonly ids: IdGenerator };

/** The company details as sent: accountant and ceo only when present (spec §5 Cart). */
export type LegalEntityRequest = Omit<LegalEntityInput, 'accountant' | 'ceo'> & { readonly accountant?: string | null; readonly ceo?: string | null };

/**
 * Buys as a legal entity (spec §7 POST /cart/legal-entity, §3 Legal entity): the company ids checked
 * (spec §5 Company ids); a company pays CASHLESS by invoice and nothing else (spec §9), so that becomes the payment.
 */
export const setLegalEntity =
  (deps: Deps) =>
  async (ownerKey: string, request: LegalEntityRequest): Promise<E.Either<SetLegalEntityFailure, CartView>> => {
    const details = legalEntityDetails({ ...request, accountant: request.accountant ?? '', ceo: request.ceo ?? '' });
    if (E.isLeft(details)) return E.left({ _tag: 'INVALID_FIELDS', fields: details.left });
    const saved = await updateCart(deps)(
      ownerKey,
      (cart): E.Either<never, StoredCart> =>
        E.right({
          ...cart,
          checkout: { ...cart.checkout, isLegalEntity: true, legalEntity: details.right, payment: { paymentMethod: 'CASHLESS', paymentTool: null } },
        }),
    );
    return E.isLeft(saved) ? saved : E.right(await viewCart(deps)(saved.right));
  };

/** Buys as a person again (DELETE /cart/legal-entity, ours): the company details and the invoice payment are dropped. */
export const clearLegalEntity =
  (deps: Deps) =>
  async (ownerKey: string): Promise<E.Either<WrongCartState, CartView>> => {
    const saved = await updateCart(deps)(
      ownerKey,
      (cart): E.Either<never, StoredCart> =>
        E.right({
          ...cart,
          checkout: {
            ...cart.checkout,
            isLegalEntity: false,
            legalEntity: null,
            payment: cart.checkout.payment?.paymentMethod === 'CASHLESS' ? null : cart.checkout.payment,
          },
        }),
    );
    return E.isLeft(saved) ? saved : E.right(await viewCart(deps)(saved.right));
  };
