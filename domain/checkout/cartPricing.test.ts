import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { formatMoney } from '../money/formatMoney';
import { normalizePromoCode, promoCodeLapse, promoCodeRefusal, promoDiscounts, type PromoCode } from './promoCodes';
import { bonusOffer } from './bonusSpending';
import { chargeGiftCards, giftCardAmountToApply, giftCardGuessAllowed, giftCardGuessNeedsCaptcha } from './giftCardAllocation';

const NOW = new Date('2026-11-22T12:00:00Z');
const promo = (code: string, kind: PromoCode['kind'], value: Decimal.Value, more: Partial<PromoCode> = {}): PromoCode => ({
  code,
  kind,
  value: new Decimal(value),
  minProductsCost: new Decimal(0),
  maxUses: null,
  uses: 0,
  activeTo: null,
  ...more,
});
const SPORT10 = promo('SPORT10', 'PERCENT', 10);
const MINUS500 = promo('MINUS500', 'AMOUNT', 500, { minProductsCost: new Decimal(3000) });
const ONCE1000 = promo('ONCE1000', 'AMOUNT', 1000, { maxUses: 1 });
const d = (v: Decimal.Value) => new Decimal(v);
const money = fc.integer({ min: 0, max: 100_000_000 }).map((kopecks) => d(kopecks).dividedBy(100));

describe('promo codes (spec §3 Cart discounts)', () => {
  it('stores codes upper-case whatever the shopper typed', () => {
    expect(normalizePromoCode('  sport10 ')).toBe('SPORT10');
  });

  it('gives 10 % of 4999.90 rounded down to kopecks, and 500 ₽ only from 3000 ₽', () => {
    expect(promoDiscounts(['SPORT10'], [SPORT10], d('4999.90'), NOW)[0]!.actionAmount.toString()).toBe('499.99');
    expect(promoDiscounts(['MINUS500'], [MINUS500], d(3000), NOW)[0]!.actionAmount.toNumber()).toBe(500);
    expect(promoDiscounts(['MINUS500'], [MINUS500], d('2999.99'), NOW)[0]!.actionAmount.toNumber()).toBe(0);
  });

  it('takes 10 % of 18 997 ₽ as 1 899,70 ₽: percents stay exact to the kopeck, so the total is 17 097,30 ₽ (issue 14)', () => {
    const [sport] = promoDiscounts(['SPORT10'], [SPORT10], d(18997), NOW);
    expect(formatMoney(sport!.actionAmount)).toBe('1\u00a0899,70\u00a0₽');
    expect(formatMoney(d(18997).minus(sport!.actionAmount))).toBe('17\u00a0097,30\u00a0₽');
  });

  it('applies several codes one after another on what is left', () => {
    const [a, b] = promoDiscounts(['MINUS500', 'SPORT10'], [SPORT10, MINUS500], d(5000), NOW);
    expect([a!.actionAmount.toNumber(), b!.actionAmount.toNumber()]).toEqual([500, 450]);
  });

  it('refuses unknown, repeated, expired, used-up and too-early codes', () => {
    expect(promoCodeRefusal(undefined, [], d(100), NOW)).toBe('PROMO_CODE_NOT_FOUND');
    expect(promoCodeRefusal(SPORT10, ['SPORT10'], d(100), NOW)).toBe('PROMO_CODE_ALREADY_APPLIED');
    expect(promoCodeRefusal({ ...SPORT10, activeTo: NOW }, [], d(100), NOW)).toBe('PROMO_CODE_EXPIRED');
    expect(promoCodeRefusal({ ...ONCE1000, uses: 1 }, [], d(5000), NOW)).toBe('PROMO_CODE_EXHAUSTED');
    expect(promoCodeRefusal(MINUS500, [], d(2000), NOW)).toBe('PROMO_CODE_MIN_COST');
    expect(promoCodeRefusal(ONCE1000, [], d(5000), NOW)).toBeNull();
  });

  it('lapses when unknown, from the moment it expires, or used up, whatever the cart', () => {
    expect(promoCodeLapse(undefined, NOW)).toBe('PROMO_CODE_NOT_FOUND');
    expect(promoCodeLapse({ ...SPORT10, activeTo: new Date(NOW.getTime() + 1) }, NOW)).toBeNull();
    expect(promoCodeLapse({ ...SPORT10, activeTo: NOW }, NOW)).toBe('PROMO_CODE_EXPIRED');
    expect(promoCodeLapse(SPORT10, NOW)).toBeNull();
    expect(promoCodeLapse(MINUS500, NOW)).toBeNull();
  });

  it('gives each applied code its own amount', () => {
    expect(promoDiscounts(['MINUS500'], [SPORT10, MINUS500], d(5000), NOW)).toEqual([{ promoCode: 'MINUS500', actionAmount: d(500) }]);
  });

  it('never takes more than the products cost, whatever the codes', () => {
    const codeArb = fc
      .tuple(fc.constantFrom('PERCENT' as const, 'AMOUNT' as const), fc.integer({ min: 1, max: 100_000 }))
      .map(([kind, v]) => [kind, kind === 'PERCENT' ? Math.min(v, 100) : v] as const);
    fc.assert(
      fc.property(money, fc.array(codeArb, { maxLength: 5 }), (cost, specs) => {
        const known = specs.map(([kind, v], i) => promo(`C${i}`, kind, v));
        const discounts = promoDiscounts(
          known.map((k) => k.code),
          known,
          cost,
          NOW,
        );
        const sum = discounts.reduce((s, x) => s.plus(x.actionAmount), d(0));
        expect(sum.lessThanOrEqualTo(cost)).toBe(true);
        expect(discounts.every((x) => !x.actionAmount.isNegative() && x.actionAmount.decimalPlaces() <= 2)).toBe(true);
      }),
    );
  });
});

describe('bonuses (spec §7 POST /cart/_toggle-bonus)', () => {
  it('pays up to 30 % of the cost after discount in whole bonuses, within the balance', () => {
    expect(bonusOffer({ bonuses: 5000, level: 'GOLD' }, d('9999.99'))).toEqual({ available: d(5000), applicable: d(2999) });
    expect(bonusOffer({ bonuses: 100, level: 'STANDARD' }, d(10_000)).applicable.toNumber()).toBe(100);
  });

  it('lets an employee spend none', () => {
    expect(bonusOffer({ bonuses: 1000, level: 'EMPLOYEE' }, d(10_000)).applicable.toNumber()).toBe(0);
  });

  it('never offers more than the balance or the share, and never a fraction', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 1_000_000 }),
        money,
        fc.constantFrom('STANDARD', 'SILVER', 'GOLD', 'TRAINER', 'EMPLOYEE', null),
        (bonuses, cost, level) => {
          const { available, applicable } = bonusOffer({ bonuses, level }, cost);
          expect(applicable.lessThanOrEqualTo(available)).toBe(true);
          expect(applicable.lessThanOrEqualTo(cost.times('0.3'))).toBe(true);
          expect(applicable.isInteger() && !applicable.isNegative()).toBe(true);
        },
      ),
    );
  });
});

describe('gift cards (spec §3 Cart payment)', () => {
  const card = (id: string, amount: Decimal.Value) => ({ promisedPaymentId: id, giftCardNumber: `n${id}`, amount: d(amount).toFixed(2) });

  it('a new card promises its balance but no more than is left to pay', () => {
    expect(giftCardAmountToApply(d(3000), d(1999)).toNumber()).toBe(1999);
    expect(giftCardAmountToApply(d(500), d(1999)).toNumber()).toBe(500);
  });

  it('cards promised more than a cart that got cheaper pay only the total, in the order applied', () => {
    const charges = chargeGiftCards([card('a', 1000), card('b', 500)], d(1200));
    expect(charges.map((c) => c.amount.toNumber())).toEqual([1000, 200]);
  });

  it('never pay more than the total nor more than promised', () => {
    fc.assert(
      fc.property(fc.array(money, { maxLength: 6 }), money, (amounts, total) => {
        const cards = amounts.map((a, i) => card(String(i), a));
        const charges = chargeGiftCards(cards, total);
        expect(charges.reduce((s, c) => s.plus(c.amount), d(0)).lessThanOrEqualTo(total)).toBe(true);
        charges.forEach((c, i) => expect(c.amount.lessThanOrEqualTo(cards[i]!.amount)).toBe(true));
      }),
    );
  });

  it('checks a guess only within both limits, counting the guess itself', () => {
    expect(giftCardGuessAllowed(5, 1)).toBe(true);
    expect(giftCardGuessAllowed(6, 1)).toBe(false);
    expect(giftCardGuessAllowed(1, 11)).toBe(false);
  });

  it('asks for a captcha from the third wrong guess on', () => {
    expect([0, 1, 2, 3].map(giftCardGuessNeedsCaptcha)).toEqual([false, false, true, true]);
  });
});
