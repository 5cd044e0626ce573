import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { EMPTY_CHECKOUT, type CheckoutState, type DeliveryVariantChoice } from '../checkout/checkoutState';
import type { PromoCode } from '../checkout/promoCodes';
import { HOME_MARKET, type Market } from './market';
import { checkoutInMarket, isHomeMarket, promoCodeInMarket } from './pricingInputs';

const belarus: Market = { country: 'by', currency: 'BYN', ratePerRub: new Decimal('0.037'), roundingStep: new Decimal('0.1') };

const promo = (kind: PromoCode['kind'], value: number): PromoCode => ({
  code: 'SALE',
  kind,
  value: new Decimal(value),
  minProductsCost: new Decimal(3000),
  maxUses: null,
  uses: 0,
  activeTo: null,
});

const variant: DeliveryVariantChoice = {
  deliveryServiceLevelId: 'courier',
  receivingDateFrom: '2026-11-30',
  receivingDateTo: '2026-11-30',
  receivingTimeSlotId: null,
  deliveryCost: '500',
  freeDeliveryLimit: '10000',
};
const delivering = (choice: DeliveryVariantChoice | null): CheckoutState => ({
  ...EMPTY_CHECKOUT,
  shipment: { type: 'DELIVERY', address: { text: 'Минск, пр. Независимости, 1' }, geoPoint: 'u9edt', variant: choice },
});

describe('pricing inputs in a market (spec §1 currency by country)', () => {
  it('takes Russia as the home market only', () => {
    expect(isHomeMarket(HOME_MARKET)).toBe(true);
    expect(isHomeMarket(belarus)).toBe(false);
  });

  it("converts a fixed discount and a code's threshold; a percent stays a percent", () => {
    const amount = promoCodeInMarket(promo('AMOUNT', 1000), belarus);
    expect([amount.value.toString(), amount.minProductsCost.toString()]).toEqual(['37', '111']);
    const percent = promoCodeInMarket(promo('PERCENT', 10), belarus);
    expect([percent.kind, percent.value.toString(), percent.minProductsCost.toString()]).toEqual(['PERCENT', '10', '111']);
  });

  it("converts the chosen tariff's cost and free-delivery limit, and nothing else of the checkout", () => {
    expect(checkoutInMarket(delivering(variant), belarus)).toEqual(delivering({ ...variant, deliveryCost: '18.5', freeDeliveryLimit: '370' }));
    expect(checkoutInMarket(delivering({ ...variant, freeDeliveryLimit: null }), belarus).shipment).toEqual(
      delivering({ ...variant, deliveryCost: '18.5', freeDeliveryLimit: null }).shipment,
    );
  });

  it('leaves a checkout without a delivery tariff as it is', () => {
    const pickup: CheckoutState = { ...EMPTY_CHECKOUT, shipment: { type: 'PICKUP', pointId: 'shop-1', inStock: false } };
    for (const checkout of [EMPTY_CHECKOUT, pickup, delivering(null)]) expect(checkoutInMarket(checkout, belarus)).toBe(checkout);
  });
});
