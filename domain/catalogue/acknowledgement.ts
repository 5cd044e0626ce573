import { isPartner, type Seller } from './sellers';

/** What the shopper is told, and agrees to, before buying a product (spec §7 GET /acknowledgement/products; the answer is not shown). */
export interface Acknowledgement {
  readonly code: 'PARTNER_SELLER';
  readonly text: string;
}

/**
 * A partner's goods are sold and shipped by the partner, by courier from its own warehouse, never handed over in a
 * shop (the availability's «delivery only», spec §4): the shopper acknowledges that before buying (spec §7). The shop's
 * own goods need nothing.
 */
export function acknowledgementFor(seller: Seller | undefined): Acknowledgement | null {
  if (!isPartner(seller)) return null;
  return {
    code: 'PARTNER_SELLER',
    text: `Товар продаёт партнёр маркетплейса «${seller.name}»: он отправит заказ курьером со своего склада, получить товар в магазине нельзя.`,
  };
}
