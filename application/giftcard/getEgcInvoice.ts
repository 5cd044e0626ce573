import * as E from 'fp-ts/Either';
import type { EgcInvoice, EgcInvoiceRepository } from './EgcRepository';

export interface GetEgcInvoiceDeps {
  readonly invoices: EgcInvoiceRepository;
  /** Asks the acquirer about the invoice's pending payment and applies the answer as a notification would. */
  readonly reconcilePayment: (invoiceNumber: string) => Promise<unknown>;
}

/**
 * The owner's invoice with its state and, once paid, the issued cards (spec §7 GET /egc/invoices/{n}).
 * With `force` a pending payment is reconciled first, as the payer comes back from the acquirer's page.
 */
export const getEgcInvoice =
  (deps: GetEgcInvoiceDeps) =>
  async (ownerKey: string, invoiceNumber: string, force: boolean): Promise<E.Either<'NOT_FOUND', EgcInvoice>> => {
    const before = await deps.invoices.invoice(invoiceNumber);
    if (!before || before.ownerKey !== ownerKey) return E.left('NOT_FOUND');
    if (!force || before.status !== 'AWAITING_PAYMENT') return E.right(before);
    await deps.reconcilePayment(invoiceNumber);
    return E.right((await deps.invoices.invoice(invoiceNumber)) ?? before);
  };
