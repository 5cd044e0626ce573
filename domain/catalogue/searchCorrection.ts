import { isWordFormOf } from './searchText';

/**
 * When a vocabulary word may stand in for a word the shopper typed (spec §3 correctedQueryText): a correction
 * fixes a slip of the fingers, it never swaps a plain word for an unrelated product name («форма» is a team
 * kit, not «forge»; «капа» is not «kappa»).
 */

/** Edits from a to b: insertions, deletions, substitutions and swaps of neighbouring letters (spec §3 correctedQueryText). */
export function editDistance(a: string, b: string): number {
  const x = Array.from(a),
    y = Array.from(b);
  const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[x.length]![y.length]!;
}

/** Edits a correction may make to a word of this many letters: none up to 4, one up to 7, two up to 11, then three (spec §3 correctedQueryText). */
export function allowedEdits(length: number): number {
  if (length <= 4) return 0;
  if (length <= 7) return 1;
  return length <= 11 ? 2 : 3;
}

const isCyrillic = (word: string): boolean => /[а-яё]/.test(word);

export interface TypedWord {
  /** The word as typed (normalised). */
  readonly word: string;
  /** The russian stemmer took an ending off it: a Russian word form, not a slip of the keyboard. */
  readonly inflected: boolean;
}

/**
 * Whether `candidate`, the vocabulary word nearest to `reading` (the typed word itself, or it in the other
 * layout or transliterated), may replace the typed word: another form of it («курток» → «куртка»), or close in
 * edits for its length, starting with the same letter, and not a word of the other script when the typed word
 * is an inflected Russian word (spec §3 Catalogue search result, correctedQueryText).
 */
export function isAcceptableCorrection(typed: TypedWord, reading: string, candidate: string): boolean {
  if (isWordFormOf(typed.word, candidate)) return true;
  if (Array.from(reading)[0] !== Array.from(candidate)[0]) return false;
  if (editDistance(reading, candidate) > allowedEdits(Array.from(reading).length)) return false;
  return !(isCyrillic(typed.word) && typed.inflected && !isCyrillic(candidate));
}
