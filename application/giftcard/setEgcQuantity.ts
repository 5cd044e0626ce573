import * as E from 'fp-ts/Either';
import { setEgcLineQuantity, type EgcCartError, type EgcLine } from '../../domain/giftcard/egcCart';
import { validateEmail } from '../../domain/validation/email';
import { mayBuyEgc, type EgcPolicy, type EgcRequester } from './egcBuyer';
import type { EgcInvoice, EgcInvoiceRepository } from './EgcRepository';

export interface SetEgcQuantity extends EgcLine {
  readonly invoiceNumber: string | null;
}

export type SetEgcQuantityFailure = EgcCartError | 'NOT_AUTHORIZED' | 'INVALID_EMAIL' | 'NOT_FOUND';

/**
 * Sets how many cards of a design, nominal and recipient the cart holds (spec §7 POST /egc/cart/items/_set-quantity):
 * 0 removes the line; the cart is made on the first card and named by its invoice number.
 */
export const setEgcQuantity =
  (deps: { readonly invoices: EgcInvoiceRepository; readonly policy: EgcPolicy }) =>
  async (requester: EgcRequester, request: SetEgcQuantity): Promise<E.Either<SetEgcQuantityFailure, EgcInvoice>> => {
    if (!mayBuyEgc(deps.policy, requester)) return E.left('NOT_AUTHORIZED');
    if (E.isLeft(validateEmail(request.recipientEmail, true))) return E.left('INVALID_EMAIL');
    if (!(await deps.invoices.designs()).some((d) => d.id === request.designId)) return E.left('NOT_FOUND');
    const { invoiceNumber, ...line } = request;
    return deps.invoices.changeCart(requester.ownerKey, invoiceNumber, (lines) => setEgcLineQuantity(lines, line));
  };
