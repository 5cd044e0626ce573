import type Decimal from 'decimal.js';
import { sumMoney } from '../money/money';

/** True when the gift cards applied cover more than the order total (spec §3 Cart payment.giftCardsAmountIsOverTotalCost). */
export function giftCardsAmountIsOverTotalCost(giftCardAmounts: readonly Decimal.Value[], totalCost: Decimal.Value): boolean {
  return sumMoney(giftCardAmounts).greaterThan(totalCost);
}
