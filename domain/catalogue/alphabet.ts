const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const CYRILLIC = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ';
const DIGITS = '0123456789';

/** Alphabet search schemas: Latin + Cyrillic + digits (brands) and Cyrillic + Latin (sports) (spec §9). */
export const ALPHABET_SCHEMAS = {
  latinCyrillicDigits: [...LATIN, ...CYRILLIC, ...DIGITS],
  cyrillicLatin: [...CYRILLIC, ...LATIN],
} as const;

/** Items whose label starts with the letter, case-insensitive; an empty result shows «Ничего не найдено» (spec §5, §9). */
export function byFirstLetter<T>(items: readonly T[], letter: string, label: (item: T) => string): readonly T[] {
  const l = letter.toLocaleUpperCase('ru');
  return items.filter((item) => label(item).trimStart().toLocaleUpperCase('ru').startsWith(l));
}
