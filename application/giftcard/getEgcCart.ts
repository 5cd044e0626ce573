import * as E from 'fp-ts/Either';
import type { EgcInvoice, EgcInvoiceRepository } from './EgcRepository';

/** The path word that names the owner's open cart instead of a number. */
export const CURRENT_EGC_CART = 'current';

/**
 * The owner's e-gift-card cart by its invoice number (spec §7 GET /egc/cart/{invoice}), or their open cart
 * for `current` (undefined while they have none). Another owner's invoice is NOT_FOUND.
 */
export const getEgcCart =
  (deps: { readonly invoices: EgcInvoiceRepository }) =>
  async (ownerKey: string, invoiceNumber: string): Promise<E.Either<'NOT_FOUND', EgcInvoice | undefined>> => {
    if (invoiceNumber === CURRENT_EGC_CART) return E.right(await deps.invoices.openCart(ownerKey));
    const invoice = await deps.invoices.invoice(invoiceNumber);
    return invoice && invoice.ownerKey === ownerKey ? E.right(invoice) : E.left('NOT_FOUND');
  };
