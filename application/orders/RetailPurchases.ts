import type Decimal from 'decimal.js';

/** A purchase at a shop's till with the club card, as the profile lists it. */
export interface RetailPurchaseSummary {
  readonly receiptNumber: string;
  readonly purchasedAt: Date;
  readonly shop: { readonly shopNumber: string; readonly name: string; readonly address: string };
  readonly total: Decimal;
  readonly itemCount: number;
}

/** One line of the receipt; productId when the site sells the goods. */
interface RetailPurchaseLine {
  readonly productId: string | null;
  readonly name: string;
  readonly size: string | null;
  readonly quantity: number;
  readonly price: Decimal;
}

export interface RetailPurchase extends RetailPurchaseSummary {
  readonly bonusesSpent: number;
  readonly bonusesEarned: number;
  readonly lines: readonly RetailPurchaseLine[];
}

/** The customers' purchases in shops, as the shops' till system reports them. */
export interface RetailPurchases {
  /** A page of the customer's purchases, newest first, and how many there are. */
  readonly page: (
    customerId: string,
    page: number,
    pageSize: number,
  ) => Promise<{ readonly purchases: readonly RetailPurchaseSummary[]; readonly total: number }>;
  /** The customer's purchase by its receipt number; another customer's is undefined. */
  readonly byNumber: (customerId: string, receiptNumber: string) => Promise<RetailPurchase | undefined>;
}
