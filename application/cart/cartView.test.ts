import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { EMPTY_CHECKOUT } from '../../domain/checkout/checkoutState';
import { newCart, type StoredCart } from './CartRepository';
import { cartView, type PricingFacts } from './cartView';
import { HOME_MARKET } from '../../domain/market/market';
import type { WareRecord } from '../catalogue/catalogueModel';

const ware = (wareId: string, retail: number, stockQuantity = 5): WareRecord => ({
  wareId,
  productId: `p-${wareId}`,
  name: wareId,
  brandName: 'B',
  size: 'M',
  colourHex: '#000',
  price: { catalog: new Decimal(retail), retail: new Decimal(retail) },
  stockQuantity,
});
const WARES = [ware('a', 3000), ware('b', 2000), ware('c', 1000, 0)];
const line = (wareId: string, quantity = 1, more = {}) => ({ productId: `p-${wareId}`, wareId, quantity, selected: true, deleted: false, ...more });
const cart = (checkout: Partial<StoredCart['checkout']>, lines = [line('a'), line('b'), line('c')]): StoredCart => ({
  ...newCart('cart-1', 'customer:42'),
  version: 3,
  lines,
  checkout: { ...EMPTY_CHECKOUT, ...checkout },
});
const facts: PricingFacts = {
  promoCodes: [{ code: 'SPORT10', kind: 'PERCENT', value: new Decimal(10), minProductsCost: new Decimal(0), maxUses: null, uses: 0, activeTo: null }],
  bonusAccount: { bonuses: 5000, level: 'GOLD' },
  now: new Date('2026-11-22T12:00:00Z'),
  personalPrices: new Map(),
  market: HOME_MARKET,
};

describe('cartView: the one place a cart is priced (spec §3 Cart, Cart totals)', () => {
  it('takes the promo code, then bonuses, then gift cards off the selected available goods', () => {
    const view = cartView(
      cart({
        promoCodes: ['SPORT10'],
        bonusApplied: true,
        giftCards: [{ promisedPaymentId: 'g1', giftCardNumber: '2000000000000001', amount: '1000.00' }],
      }),
      WARES,
      facts,
    );
    expect(view.totals.productsCost.toNumber()).toBe(5000);
    expect(view.discounts.promoCodes.map((p) => [p.promoCode, p.actionAmount.toNumber()])).toEqual([['SPORT10', 500]]);
    expect(view.discounts.bonuses).toEqual({ available: new Decimal(5000), applicable: new Decimal(1350) });
    expect(view.totals.bonusAmount.toNumber()).toBe(1350);
    expect(view.totals.totalCost.toNumber()).toBe(3150);
    expect(view.payment.giftCardsAmount.toNumber()).toBe(1000);
    expect(view.payment.amountToPay.toNumber()).toBe(2150);
    expect(view.payment.giftCardsAmountIsOverTotalCost).toBe(false);
  });

  it('flags gift cards worth more than a cart that got cheaper, and charges only the total', () => {
    const view = cartView(
      cart({ giftCards: [{ promisedPaymentId: 'g1', giftCardNumber: 'n', amount: '4000.00' }] }, [line('a'), line('b', 1, { blocked: true })]),
      WARES,
      facts,
    );
    expect(view.totals.totalCost.toNumber()).toBe(3000);
    expect(view.payment.giftCardsAmountIsOverTotalCost).toBe(true);
    expect(view.payment.giftCards[0]!.amount.toNumber()).toBe(3000);
    expect(view.payment.amountToPay.toNumber()).toBe(0);
  });

  it('gives an anonymous shopper no bonuses even if the flag was stored', () => {
    const view = cartView(cart({ bonusApplied: true }), WARES, { ...facts, bonusAccount: null });
    expect(view.discounts).toMatchObject({ bonusApplied: false, bonuses: null });
    expect(view.totals.bonusAmount.toNumber()).toBe(0);
  });

  it('says what the encoder shows: something to order, the payment options open, who receives', () => {
    const view = cartView(cart({ payment: { paymentMethod: 'CARD_ONLINE', paymentTool: 'SBER_PAY' } }), WARES, facts);
    expect(view.orderable).toBe(true);
    expect(view.payment.paymentOptions.filter((o) => o.isSelected)).toEqual([{ paymentMethod: 'CARD_ONLINE', paymentTool: 'SBER_PAY', isSelected: true }]);
    expect(view.contactUserType).toBe('OWNER');
    const nothing = cartView(
      cart({ receiver: { firstName: 'Иван', lastName: 'Петров', phone: '+79123450000' } }, [
        line('a', 1, { selected: false }),
        line('b', 1, { deleted: true }),
      ]),
      WARES,
      facts,
    );
    expect(nothing.orderable).toBe(false);
    expect(nothing.contactUserType).toBe('RECEIVER');
  });
});
