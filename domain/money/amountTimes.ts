/** A finite number as JavaScript writes it: sign, digits, fraction, power of ten (1e-7, 1.5e+21). */
const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * An amount times a whole count — a line's price × quantity (spec §3 Cart totals) — exact, as the decimal
 * text formatMoney reads: 4999.99 × 5 is "24999.95" where floating point makes 24999.949999999997. Whole
 * numbers (BigInt) rather than decimal.js, which pages in the browser need not load (docs/performance.md).
 */
export function amountTimes(amount: number, count: number): string {
  const parts = NUMBER_TEXT.exec(String(amount));
  if (!parts || !Number.isInteger(count)) throw new RangeError(`amountTimes takes a finite amount and a whole count, got ${amount} × ${count}`);
  const [, sign, whole, fraction = '', exponent = '0'] = parts;
  const scale = fraction.length - Number(exponent);
  const product = BigInt(`${sign}${whole}${fraction}`) * BigInt(count) * 10n ** BigInt(Math.max(0, -scale));
  const digits = (product < 0n ? -product : product).toString().padStart(scale + 1, '0');
  const places = Math.max(0, scale);
  const text = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return product < 0n ? `-${text}` : text;
}
