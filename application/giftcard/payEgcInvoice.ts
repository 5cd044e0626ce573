import * as E from 'fp-ts/Either';
import { DEFAULT_COUNTRY } from '../../domain/country/country';
import { parsePhone } from '../../domain/phone/phone';
import { validateEmail } from '../../domain/validation/email';
import type { StartPaymentFailure } from '../payment/startPayment';
import { mayBuyEgc, type EgcPolicy, type EgcRequester } from './egcBuyer';
import type { EgcBuyer, EgcInvoiceRepository } from './EgcRepository';

export type PayEgcFailure =
  | 'NOT_AUTHORIZED'
  | 'INVALID_EMAIL'
  | 'INCORRECT_PHONE'
  | 'NOT_FOUND'
  | 'INVOICE_NOT_PAYABLE'
  | 'PAYMENT_REFUSED'
  | 'PAYMENT_UNAVAILABLE';

export interface PayEgcDeps {
  readonly invoices: EgcInvoiceRepository;
  readonly policy: EgcPolicy;
  /** The online payment use-case over invoices (application/payment/startPayment.ts, spec §9 EGC_ONLINE). */
  readonly startPayment: (invoiceNumber: string) => Promise<E.Either<StartPaymentFailure, { readonly paymentUrl: string }>>;
}

/**
 * Pays the owner's e-gift-card invoice online (spec §9 EGC_ONLINE): the buyer's e-mail and phone are kept,
 * the cart's lines are fixed (CART → AWAITING_PAYMENT) and the acquirer's page is answered — the same one
 * again while that attempt is pending, so repeated clicks open one payment.
 */
export const payEgcInvoice =
  (deps: PayEgcDeps) =>
  async (requester: EgcRequester, invoiceNumber: string, buyer: EgcBuyer): Promise<E.Either<PayEgcFailure, { readonly paymentUrl: string }>> => {
    if (!mayBuyEgc(deps.policy, requester)) return E.left('NOT_AUTHORIZED');
    const email = validateEmail(buyer.email, true);
    if (E.isLeft(email)) return E.left('INVALID_EMAIL');
    const phone = parsePhone(buyer.phone, DEFAULT_COUNTRY);
    if (E.isLeft(phone)) return E.left('INCORRECT_PHONE');
    const sent = await deps.invoices.sendToPayment(invoiceNumber, requester.ownerKey, { email: email.right, phone: phone.right.e164 });
    if (E.isLeft(sent)) return sent;
    const started = await deps.startPayment(invoiceNumber);
    if (E.isRight(started)) return started;
    if (started.left === 'ORDER_NOT_FOUND') return E.left('NOT_FOUND');
    return E.left(started.left === 'ORDER_NOT_PAYABLE' ? 'INVOICE_NOT_PAYABLE' : started.left);
  };
