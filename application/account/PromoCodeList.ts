import type { PromoCode } from '../../domain/checkout/promoCodes';

/** The shop's promo codes as a customer's profile lists them: the public ones and the customer's own. */
export interface PromoCodeList {
  readonly visibleTo: (customerId: string) => Promise<readonly PromoCode[]>;
  /** Issues the customer's own code once; answers the one the customer holds (the new one, or an earlier one). */
  readonly issueOwn: (customerId: string, code: PromoCode) => Promise<PromoCode>;
}
