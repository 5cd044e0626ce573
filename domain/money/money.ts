import Decimal from 'decimal.js';

/** Sum of amounts, exact (no float error), 0 for none (spec §3 Cart totals). */
export function sumMoney(amounts: Iterable<Decimal.Value>): Decimal {
  let sum = new Decimal(0);
  for (const amount of amounts) sum = sum.plus(amount);
  return sum;
}
