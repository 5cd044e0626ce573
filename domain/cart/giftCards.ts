import Decimal from 'decimal.js';

/** True when the gift cards applied cover more than the order total (spec §3 Cart payment.giftCardsAmountIsOverTotalCost). */
export function giftCardsAmountIsOverTotalCost(giftCardAmounts: readonly Decimal.Value[], totalCost: Decimal.Value): boolean {
  const sum = giftCardAmounts.reduce<Decimal>((acc, amount) => acc.plus(amount), new Decimal(0));
  return sum.greaterThan(totalCost);
}
