/** The three Russian word forms: for 1 (товар), 2–4 (товара), 5 and more (товаров) (spec §9 plural forms). */
export type RussianForms = readonly [one: string, few: string, many: string];

/** Picks the Russian plural form for a count; fractions take the "few" form (spec §9 plural forms). */
export function pluralRu(count: number, forms: RussianForms): string {
  if (!Number.isInteger(count)) return forms[1];
  const n = Math.abs(count);
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return forms[0];
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1];
  return forms[2];
}

/** Counts are grouped by thousands as Russian text writes them: «1 549», «12 000». */
const COUNT = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 3 });

/** The count followed by its word in the right form, e.g. «3 товара», «1 549 бонусов» (spec §9 plural forms). */
export function countWithWord(count: number, forms: RussianForms): string {
  return `${COUNT.format(count)} ${pluralRu(count, forms)}`;
}
