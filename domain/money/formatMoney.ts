import type Decimal from 'decimal.js';
import type { CurrencyCode } from './currency';

const formatters = new Map<CurrencyCode, Intl.NumberFormat>();

/** Kopecks always as two digits, dropped when both are zero; halves rounded away from zero, as decimal.js's ROUND_HALF_UP. */
function formatterFor(currency: CurrencyCode): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      roundingMode: 'halfExpand',
      trailingZeroDisplay: 'stripIfInteger',
    });
    formatters.set(currency, f);
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
  // Formatted from its decimal digits (a string is read exactly), so no binary rounding creeps in, and
  // without decimal.js at run time: pages showing prices need not load it.
  return formatterFor(currency).format(String(amount) as `${number}`);
}

/** The sign a currency is shown with ru-RU, e.g. ₽ for RUB (spec §9 Currency formatting ru-RU). */
export function currencySymbol(currency: CurrencyCode): string {
  return (
    formatterFor(currency)
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? currency
  );
}
