import * as E from 'fp-ts/Either';
import type { ApiFailure, ApiRequest } from '../../adapters-http/client/apiClient';
import { EgcDesigns, EgcInvoice, EgcPayment, LegalOrderAnswer, type LegalOrderRequest } from '../../adapters-http/contract/giftCards';
import type { GiftCardPageData } from '../../adapters-ui-react/giftcard/giftCardPageData';
import type { GiftCardApi, GiftCardApiFailure } from '../../application/giftcard/GiftCardApi';
import { missingOr } from './missingOr';

/** The gift-card pages over the API. */
export const httpGiftCardPages = (request: ApiRequest): GiftCardPageData => ({
  designs: async () => {
    const designs = await request('GET', '/egc/designs', EgcDesigns);
    if (E.isLeft(designs)) throw new Error(designs.left.message);
    return designs.right;
  },
  cart: async (invoiceNumber) =>
    missingOr(await request('GET', invoiceNumber === null ? '/egc/cart/current' : `/egc/invoices/${encodeURIComponent(invoiceNumber)}?force=true`, EgcInvoice)),
});

// A refused form's field messages come beside the reason (contract FieldErrorBody); the client keeps the whole body.
const refusal = (failure: ApiFailure): GiftCardApiFailure => {
  const fields = (failure as { fields?: unknown }).fields;
  return { message: failure.message, ...(typeof fields === 'object' && fields !== null ? { fields: fields as Record<string, string> } : {}) };
};

/** The gift-card pages' writes over the API. */
export const httpGiftCardApi = (request: ApiRequest): GiftCardApi<EgcInvoice, LegalOrderRequest> => ({
  setQuantity: async (body) => E.mapLeft(refusal)(await request('POST', '/egc/cart/items/_set-quantity', EgcInvoice, body)),
  pay: async (invoiceNumber, buyer) =>
    E.mapLeft(refusal)(await request('POST', `/egc/invoices/${encodeURIComponent(invoiceNumber)}/payments`, EgcPayment, buyer)),
  placeLegalOrder: async (body) => E.mapLeft(refusal)(await request('POST', '/egc/legal-orders', LegalOrderAnswer, body)),
});
