import Decimal from 'decimal.js';

/** Discount of a retail price against the catalogue price: amount and whole percent (spec §3 Product.price). */
export function discount(catalog: Decimal.Value, retail: Decimal.Value): { readonly amount: Decimal; readonly rate: number } {
  const c = new Decimal(catalog);
  const amount = Decimal.max(0, c.minus(retail));
  const rate = c.isZero() ? 0 : amount.div(c).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
  return { amount, rate };
}
