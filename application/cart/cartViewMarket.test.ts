import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_CHECKOUT, type CheckoutState } from '../../domain/checkout/checkoutState';
import { HOME_MARKET, priceInMarket, type Market } from '../../domain/market/market';
import type { WareRecord } from '../catalogue/catalogueModel';
import { newCart, type StoredCart } from './CartRepository';
import { cartView, NO_PRICING_FACTS, type PricingFacts } from './cartView';

const belarus: Market = { country: 'by', currency: 'BYN', ratePerRub: new Decimal('0.037'), roundingStep: new Decimal('0.1') };

const ware = (wareId: string, retail: number, catalog = retail): WareRecord => ({
  wareId,
  productId: `p-${wareId}`,
  name: wareId,
  brandName: 'B',
  size: 'M',
  colourHex: '#000',
  price: { catalog: new Decimal(catalog), retail: new Decimal(retail) },
  stockQuantity: 50,
});
const cart = (checkout: Partial<CheckoutState>, lines: readonly { wareId: string; quantity: number }[]): StoredCart => ({
  ...newCart('cart-1', 'customer:42'),
  version: 1,
  checkout: { ...EMPTY_CHECKOUT, ...checkout },
  lines: lines.map((l) => ({ productId: `p-${l.wareId}`, wareId: l.wareId, quantity: l.quantity, selected: true, deleted: false })),
});
const delivery = (deliveryCost: string, freeDeliveryLimit: string | null): Partial<CheckoutState> => ({
  shipment: {
    type: 'DELIVERY',
    geoPoint: 'ucftpuzx7c5z',
    address: { text: 'Минск, пр. Независимости, 1' },
    variant: {
      deliveryServiceLevelId: 'ORDINARY',
      receivingDateFrom: '2026-11-25',
      receivingDateTo: '2026-11-25',
      receivingTimeSlotId: null,
      deliveryCost,
      freeDeliveryLimit,
    },
  },
});
const facts = (market: Market, more: Partial<PricingFacts> = {}): PricingFacts => ({
  ...NO_PRICING_FACTS,
  now: new Date('2026-11-22T12:00:00Z'),
  bonusAccount: { bonuses: 5000, level: 'GOLD' },
  market,
  ...more,
});

describe('cartView in a market: rouble prices and fixed amounts turned into its currency at the entry', () => {
  it('prices lines, a fixed promo code and the delivery tariff in BYN; no bonuses, no gift cards', () => {
    const fixed1000 = {
      code: 'MINUS1000',
      kind: 'AMOUNT' as const,
      value: new Decimal(1000),
      minProductsCost: new Decimal(3000),
      maxUses: null,
      uses: 0,
      activeTo: null,
    };
    const view = cartView(
      cart(
        {
          ...delivery('299.00', '50000.00'),
          promoCodes: ['MINUS1000'],
          bonusApplied: true,
          giftCards: [{ promisedPaymentId: 'g', giftCardNumber: 'n', amount: '500.00' }],
        },
        [{ wareId: 'a', quantity: 2 }],
      ),
      [ware('a', 4999, 5999)],
      facts(belarus, { promoCodes: [fixed1000] }),
    );
    expect(view.market.currency).toBe('BYN');
    expect(view.items[0]!.product.price.toString()).toBe('185'); // 4999 × 0.037 = 184.963
    expect(view.items[0]!.catalogPrice.toString()).toBe('222'); // 221.963
    expect(view.totals.productsCost.toString()).toBe('370');
    expect(view.discounts.promoCodes[0]!.actionAmount.toString()).toBe('37'); // 1000 ₽, needs 3000 ₽ = 111 BYN
    expect(view.totals.deliveryCost.toString()).toBe('11.1'); // 299 ₽; free only from 1850 BYN
    expect(view.discounts).toMatchObject({ bonuses: null, bonusApplied: false });
    expect(view.payment.giftCards).toEqual([]);
    expect(view.totals.totalCost.toString()).toBe('344.1');
    expect(view.payment.amountToPay.toString()).toBe('344.1');
  });

  it('delivers free once the products cost reaches the converted limit', () => {
    const view = cartView(cart(delivery('299.00', '5000.00'), [{ wareId: 'a', quantity: 1 }]), [ware('a', 4999.99)], facts(belarus));
    expect(view.totals.productsCost.toString()).toBe('185'); // the limit is 185 BYN too
    expect(view.totals.deliveryCost.toNumber()).toBe(0);
  });

  it('costs every line its converted price times the quantity, and keeps Russia in roubles', () => {
    const lines = fc.array(fc.record({ retail: fc.integer({ min: 1, max: 500_000 }), quantity: fc.integer({ min: 1, max: 20 }) }), {
      minLength: 1,
      maxLength: 6,
    });
    fc.assert(
      fc.property(lines, (ls) => {
        const wares = ls.map((l, i) => ware(`w${i}`, l.retail));
        const stored = cart(
          {},
          ls.map((l, i) => ({ wareId: `w${i}`, quantity: l.quantity })),
        );
        const sum = (market: Market) => ls.reduce((s, l) => s.plus(priceInMarket(l.retail, market).times(l.quantity)), new Decimal(0));
        expect(cartView(stored, wares, facts(belarus)).totals.totalCost.equals(sum(belarus))).toBe(true);
        expect(cartView(stored, wares, facts(HOME_MARKET)).totals.productsCost.equals(ls.reduce((s, l) => s + l.retail * l.quantity, 0))).toBe(true);
      }),
    );
  });
});
