import Decimal from 'decimal.js';
import * as E from 'fp-ts/Either';

/** An amount of money; always a Decimal in the domain (spec §3, ARCHITECTURE money). */
export type Money = Decimal;

/** Parses an amount from the wire: a finite decimal number or numeric string (spec §3 Product price). */
export function parseMoney(value: unknown): E.Either<{ readonly _tag: 'INVALID_AMOUNT'; readonly value: unknown }, Money> {
  if ((typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value))) {
    return E.right(new Decimal(typeof value === 'string' ? value.trim() : value));
  }
  return E.left({ _tag: 'INVALID_AMOUNT', value });
}

/** Sum of amounts, 0 for none (spec §3 Cart totals). */
export function sumMoney(amounts: Iterable<Decimal.Value>): Money {
  let sum = new Decimal(0);
  for (const amount of amounts) sum = sum.plus(amount);
  return sum;
}
