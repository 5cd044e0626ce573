import type { CheckoutState } from './checkoutState';
import type { PromoCodeRefusal } from './promoCodes';

/** What a sign-in could not carry from the visitor's cart into the customer's (issue 14). */
export type MergeDrop =
  | {
      readonly kind: 'PROMO_CODE';
      readonly code: string;
      readonly reason: Extract<PromoCodeRefusal, 'PROMO_CODE_NOT_FOUND' | 'PROMO_CODE_EXPIRED' | 'PROMO_CODE_EXHAUSTED'>;
    }
  | { readonly kind: 'LINES'; readonly count: number };

const union = <T>(first: readonly T[], second: readonly T[], same: (a: T, b: T) => boolean = Object.is): T[] => [
  ...first,
  ...second.filter((b) => !first.some((a) => same(a, b))),
];

/**
 * The customer's checkout after signing in with a visitor's cart (spec §3 Cart; issue 14): promo codes,
 * gift cards and confirmed phones of both, the customer's first; what the visitor chose in this visit —
 * delivery, services, contacts, payment, legal entity — wins over what the customer's cart held from
 * before; bonuses stay the customer's (a visitor cannot spend any).
 */
export function mergeCheckout(customer: CheckoutState, visitor: CheckoutState): CheckoutState {
  const chosen = visitor.shipment !== null;
  return {
    ...customer,
    promoCodes: union(customer.promoCodes, visitor.promoCodes),
    giftCards: union(customer.giftCards, visitor.giftCards, (a, b) => a.giftCardNumber === b.giftCardNumber),
    verifiedPhones: union(customer.verifiedPhones, visitor.verifiedPhones),
    shipment: visitor.shipment ?? customer.shipment,
    services: chosen ? visitor.services : customer.services,
    owner: visitor.owner ?? customer.owner,
    receiver: visitor.owner ? visitor.receiver : customer.receiver,
    payment: visitor.payment ?? customer.payment,
    ...(visitor.isLegalEntity ? { isLegalEntity: true, legalEntity: visitor.legalEntity } : {}),
  };
}

/** The shopper's words for what a sign-in dropped, shown once after the page reloads (spec §4 Auth: the page reloads after the login). */
export function mergeDropNotice(drop: MergeDrop): string {
  if (drop.kind === 'LINES') {
    return `Не все товары перенесены в корзину после входа: в ней уже слишком много товаров (не поместилось: ${drop.count}).`;
  }
  return `Промокод ${drop.code} не перенесён в корзину после входа: ${LAPSES[drop.reason]}.`;
}

const LAPSES: Readonly<Record<Extract<MergeDrop, { kind: 'PROMO_CODE' }>['reason'], string>> = {
  PROMO_CODE_NOT_FOUND: 'такого промокода больше нет',
  PROMO_CODE_EXPIRED: 'срок его действия истёк',
  PROMO_CODE_EXHAUSTED: 'он уже использован',
};
