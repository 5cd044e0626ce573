import { getEgcCart } from './getEgcCart';
import { getEgcInvoice, type GetEgcInvoiceDeps } from './getEgcInvoice';
import { listEgcDesigns } from './listEgcDesigns';
import { payEgcInvoice, type PayEgcDeps } from './payEgcInvoice';
import { placeLegalOrder } from './placeLegalOrder';
import { setEgcQuantity } from './setEgcQuantity';
import type { LegalOrderRepository } from './EgcRepository';
import type { GiftCardCodes } from './GiftCardCodes';
import { sendGiftCardCode } from './sendGiftCardCode';
import type { Clock } from '../shared/Clock';

/** Electronic gift cards and corporate orders (spec §7 Gift cards), given their ports. */
export const giftCardUseCases = (
  deps: PayEgcDeps & GetEgcInvoiceDeps & { readonly legalOrders: LegalOrderRepository; readonly codes: GiftCardCodes; readonly clock: Clock },
) => ({
  listDesigns: listEgcDesigns(deps),
  getCart: getEgcCart(deps),
  setQuantity: setEgcQuantity(deps),
  payInvoice: payEgcInvoice(deps),
  getInvoice: getEgcInvoice(deps),
  placeLegalOrder: placeLegalOrder(deps),
  sendCardCode: sendGiftCardCode(deps),
  /** Whether only signed-in customers may buy (spec §6); the pages show the sign-in prompt instead of buying. */
  authorisedOnly: deps.policy.authorisedOnly,
});

export type GiftCardUseCases = ReturnType<typeof giftCardUseCases>;
