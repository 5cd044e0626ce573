import * as E from 'fp-ts/Either';
import { encodeEgcDesigns, encodeEgcInvoice } from '../../adapters-http/server/encode/encodeEgcInvoice';
import type { GiftCardUseCases } from '../../application/giftcard/giftCardUseCases';
import { CURRENT_EGC_CART } from '../../application/giftcard/getEgcCart';
import type { GiftCardPageData } from '../../adapters-ui-react/giftcard/giftCardPageData';

/** The gift-card pages' data in process, encoded as the API answers it. */
export function serverGiftCardPages(giftCards: GiftCardUseCases, ownerKey: string): GiftCardPageData {
  return {
    designs: async () => encodeEgcDesigns(await giftCards.listDesigns()),
    cart: async (invoiceNumber) => {
      const found = invoiceNumber === null ? await giftCards.getCart(ownerKey, CURRENT_EGC_CART) : await giftCards.getInvoice(ownerKey, invoiceNumber, true);
      return E.isRight(found) ? encodeEgcInvoice(found.right, await giftCards.listDesigns()) : { missing: 404 as const };
    },
  };
}
