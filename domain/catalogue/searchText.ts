import { clampSearchInput } from './search';

/** Latin keys of a ЙЦУКЕН keyboard in QWERTY positions, and the Cyrillic letters they type. */
const QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const JCUKEN = 'йцукенгшщзхъфывапролджэячсмитьбюё';

const toCyrillicKey = new Map([...QWERTY].map((ch, i) => [ch, JCUKEN[i]!]));
const toLatinKey = new Map([...JCUKEN].map((ch, i) => [ch, QWERTY[i]!]));

/** Lower case, «ё» as «е», punctuation as spaces, single spaces; at most 70 characters (spec §9). */
export function normalizeSearchText(text: string): string {
  return (
    clampSearchInput(text)
      // Cyrillic and Latin lower-case the same in every locale; toLocaleLowerCase('ru') cost ~40 µs a call.
      .toLowerCase()
      .replace(/ё/g, 'е')
      // , . ; ' [ ] ` stay: on the Latin layout they are the keys of б ю ж э х ъ ё.
      .replace(/[^\p{L}\p{N}.,;'[\]`-]+/gu, ' ')
      .replace(/(^|\s)[.-]+|[.-]+(?=\s|$)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The words of a search text, normalized (spec §2 search results, §9 Search max 70). */
export function searchWords(text: string): readonly string[] {
  const n = normalizeSearchText(text);
  return n === '' ? [] : n.split(' ');
}

/** Text typed with the Latin layout on while Cyrillic was meant: «rhjccjdrb» → «кроссовки» (spec §2 search results). */
export function fromLatinLayout(text: string): string {
  return [...text.toLowerCase()].map((ch) => toCyrillicKey.get(ch) ?? ch).join('');
}

/** Text typed with the Cyrillic layout on while Latin was meant: «тшлу» → «nike» (spec §2 search results). */
export function fromCyrillicLayout(text: string): string {
  return [...text.toLowerCase()].map((ch) => toLatinKey.get(ch) ?? ch).join('');
}

/** Latin letter groups and the Cyrillic they transliterate, longest first. */
const LATIN_GROUPS: readonly (readonly [string, string])[] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['yo', 'е'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['ju', 'ю'],
  ['ja', 'я'],
  ['iy', 'ий'],
  ['yy', 'ый'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'к'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'й'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['y', 'ы'],
  ['z', 'з'],
];

/** Latin transliteration read back as Cyrillic: «krossovki» → «кроссовки» (spec §2 search results). */
export function transliterateToCyrillic(text: string): string {
  let out = '';
  let i = 0;
  const lower = text.toLowerCase();
  while (i < lower.length) {
    const group = LATIN_GROUPS.find(([latin]) => lower.startsWith(latin, i));
    if (group) {
      out += group[1];
      i += group[0].length;
    } else {
      out += lower[i];
      i += 1;
    }
  }
  return out;
}

const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ё: 'e',
};

/** Cyrillic spelling of a Latin name read back as Latin: «адидас» → «adidas», «пума» → «puma» (spec §2 search results). */
export function transliterateToLatin(text: string): string {
  return [...text.toLowerCase()].map((ch) => CYRILLIC_TO_LATIN[ch] ?? ch).join('');
}

const isLatinWord = (w: string): boolean => /^[a-z[\];',.`]+$/.test(w) && /[a-z]/.test(w);
const isCyrillicWord = (w: string): boolean => /^[а-яё]+$/.test(w);

/**
 * What a typed word may have meant, most literal first: the word itself, then the other keyboard
 * layout, then transliteration (Latin to Cyrillic, or a Cyrillic spelling of a Latin brand). Duplicates are left out
 * (spec §2 search results).
 */
export function wordReadings(word: string): readonly string[] {
  const readings = [word];
  if (isLatinWord(word)) readings.push(fromLatinLayout(word), transliterateToCyrillic(word));
  else if (isCyrillicWord(word)) readings.push(fromCyrillicLayout(word), transliterateToLatin(word));
  return [...new Set(readings.map((r) => r.replace(/ё/g, 'е').replace(/[,;'[\]`]/g, '')))].filter((r) => r !== '');
}

/**
 * Two words are forms of one word when, after a shared start of at least three letters, what is left
 * of each is an ending: vowels around at most one consonant, allowing the fleeting «о»/«е» of
 * genitive plurals: «кроссовок» / «кроссовки», «курток» / «куртки»; «футбока» / «футболка» is a typo
 * (spec §3 Catalogue search result correctedQueryText).
 */
export function isWordFormOf(typed: string, known: string): boolean {
  let common = 0;
  while (common < typed.length && common < known.length && typed[common] === known[common]) common++;
  const core = (tail: string) => tail.replace(/[аеиоуыэюяй]+$/, '').replace(/^[ое]/, '');
  const t = typed.slice(common),
    k = known.slice(common);
  return common >= 3 && t.length <= 3 && k.length <= 3 && core(t) === core(k) && core(t).length <= 1;
}
