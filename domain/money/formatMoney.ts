import Decimal from 'decimal.js';
import type { CurrencyCode } from './currency';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: CurrencyCode, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat('ru-RU', { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    formatters.set(key, f);
  }
  return f;
}

/**
 * The shop's one way to show an amount (spec §5 Display, §9 ru-RU; docs/architecture.md, Money on
 * screen): rounded half up to kopecks (hundredths of any currency), then whole amounts without a
 * fraction and the rest with exactly two digits — «4 999 ₽», «1 899,70 ₽», never «1 899,7 ₽»;
 * negative with a minus.
 */
export function formatMoney(amount: Decimal.Value, currency: CurrencyCode = 'RUB'): string {
  const kopecks = new Decimal(amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return formatterFor(currency, kopecks.isInteger() ? 0 : 2).format(kopecks.toNumber());
}

/** The sign a currency is shown with ru-RU, e.g. ₽ for RUB (spec §9 Currency formatting ru-RU). */
export function currencySymbol(currency: CurrencyCode): string {
  return formatterFor(currency, 0).formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;
}
