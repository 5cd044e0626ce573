import type { CurrencyCode } from '../../domain/money/currency';

/** A product as the tracker reports it (GA4 e-commerce item); item_variant is the size. */
export type TrackerItem = {
  readonly item_id: string;
  readonly item_name: string;
  readonly item_brand: string;
  readonly item_category?: string;
  readonly item_category2?: string;
  readonly item_category3?: string;
  readonly item_variant?: string;
  readonly price: number;
  readonly quantity: number;
};

/** What a tracker call reports, recorded as the visitor's behaviour event `ga/{call}` and answered to the page. */
export type TrackerPayload = {
  readonly event: string;
  readonly ecommerce: {
    readonly currency: CurrencyCode;
    readonly value: number;
    readonly items: readonly TrackerItem[];
    readonly shipping_tier?: string;
    readonly payment_type?: string;
  };
};
