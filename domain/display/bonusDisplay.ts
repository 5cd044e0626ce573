const grouped = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** From this many bonuses the amount is shown in thousands with «к» (spec §9 Bonus display). */
const BONUS_THOUSANDS_FROM = 100_000;
/** From this many bonuses the amount is shown in millions with «м» (spec §9 Bonus display). */
const BONUS_MILLIONS_FROM = 1_000_000;
/** The suffix every bonus amount carries (spec §5 Display). */
const BONUS_SUFFIX = 'Б';

/** Bonus amount in short form: below 100 000 in full, then thousands «к», from a million «м»; rounded down (spec §9 Bonus display). */
export function shortBonusAmount(bonuses: number): string {
  const sign = bonuses < 0 ? '-' : '';
  const n = Math.floor(Math.abs(bonuses));
  if (n >= BONUS_MILLIONS_FROM) return `${sign}${oneDecimal.format(Math.floor(n / 100_000) / 10)}м`;
  if (n >= BONUS_THOUSANDS_FROM) return `${sign}${grouped.format(Math.floor(n / 1000))}к`;
  return `${sign}${grouped.format(n)}`;
}

/** Bonus amount with the «Б» suffix, e.g. «150к Б» (spec §5 Display, §9 Bonus display). */
export function bonusLabel(bonuses: number): string {
  return `${shortBonusAmount(bonuses)}\u00a0${BONUS_SUFFIX}`;
}
