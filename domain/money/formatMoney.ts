import Decimal from 'decimal.js';
import type { CurrencyCode } from './currency';

const formatters = new Map<CurrencyCode, Intl.NumberFormat>();

function formatterFor(currency: CurrencyCode): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('ru-RU', { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 0, maximumFractionDigits: 2 });
    formatters.set(currency, f);
  }
  return f;
}

/** Formats an amount ru-RU in the given currency, negative with a minus (spec §5 Display, §9). */
export function formatMoney(amount: Decimal.Value, currency: CurrencyCode = 'RUB'): string {
  return formatterFor(currency).format(new Decimal(amount).toNumber());
}

/** The sign a currency is shown with ru-RU, e.g. ₽ for RUB (spec §9 Currency formatting ru-RU). */
export function currencySymbol(currency: CurrencyCode): string {
  return formatterFor(currency).formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;
}
