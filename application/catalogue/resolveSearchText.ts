import { isWordFormOf, normalizeSearchText, searchWords, wordReadings } from '../../domain/catalogue/searchText';
import { isAcceptableCorrection } from '../../domain/catalogue/searchCorrection';
import type { CatalogueSearch, WordLookup } from './CatalogueSearch';

/** Words shorter than this are taken as typed: trigrams of two letters say little. */
const MIN_CORRECTED_LENGTH = 3;

export interface ResolvedSearchText {
  /** The text as the shopper typed it, trimmed and at most 70 characters. */
  readonly queryText: string;
  /** The words searched for. */
  readonly words: readonly string[];
  /** What the shop understood instead, when it changed a word (typo, layout, transliteration). */
  readonly correctedQueryText: string | null;
}

/**
 * Understands typed text word by word: a word the vocabulary knows (by its russian stem) stays; else
 * its other-layout or transliterated reading if that is known; else the most similar vocabulary word when
 * it is a plausible typo (domain/catalogue/searchCorrection.ts), else the word as typed.
 * A mere change of ending («кроссовок» → «кроссовки») is searched for but not reported as a correction.
 */
export const resolveSearchText =
  (deps: { readonly search: CatalogueSearch }) =>
  async (text: string): Promise<ResolvedSearchText> => {
    const typed = searchWords(text);
    const readings = typed.map(wordReadings);
    const lookups = await deps.search.lookupWords(readings.flat());
    const byReading = new Map(lookups.map((l) => [l.reading, l]));
    const resolved = typed.map((word, i) => resolveWord(word, readings[i]!.map((r) => byReading.get(r)!).filter(Boolean)));
    const corrected = resolved.some((r) => r.reported);
    return {
      queryText: normalizeSearchText(text),
      words: resolved.map((r) => r.word),
      correctedQueryText: corrected ? resolved.map((r) => r.word).join(' ') : null,
    };
  };

function resolveWord(word: string, lookups: readonly WordLookup[]): { readonly word: string; readonly reported: boolean } {
  if (lookups.length === 0 || lookups[0]!.known || Array.from(word).length < MIN_CORRECTED_LENGTH) return { word, reported: false };
  const otherReading = lookups.slice(1).find((l) => l.known);
  if (otherReading) return { word: otherReading.reading, reported: true };
  // A typo is fixed only by a close word of the same start; an inflected Russian word never becomes a Latin name.
  const typed = { word, inflected: lookups[0]!.inflected };
  const nearest = lookups
    .flatMap((l) => (l.nearest && isAcceptableCorrection(typed, l.reading, l.nearest.word) ? [l.nearest] : []))
    .sort((a, b) => b.similarity - a.similarity)[0];
  if (!nearest) return { word, reported: false };
  return { word: nearest.word, reported: !isWordFormOf(word, nearest.word) };
}
