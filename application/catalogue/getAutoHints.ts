import * as E from 'fp-ts/Either';
import { distinctByName } from '../../domain/catalogue/distinctByName';
import { SUGGEST_MIN_LENGTH } from '../../domain/catalogue/search';
import { normalizeSearchText, searchWords, wordReadings } from '../../domain/catalogue/searchText';
import type { AutocompleteResult, CatalogueSearch } from './CatalogueSearch';
import { resolveSearchText } from './resolveSearchText';

/** Products shown in the autocomplete overlay. */
const AUTO_HINT_PRODUCTS = 6;
/** Products read for them: a model comes in two to four colours under one name, and the overlay shows it once. */
const CANDIDATE_PRODUCTS = AUTO_HINT_PRODUCTS * 4;

/** spec §3 Autocomplete response, before encoding. */
export interface AutoHints extends AutocompleteResult {
  readonly queryText: string;
  /** Whole-query suggestions: the typed words with the last one completed. */
  readonly hints: readonly string[];
  /** Related searches: the query narrowed to a brand of the suggested products. */
  readonly taps: readonly { readonly tap: string; readonly relatedSearch: string }[];
}

export type AutoHintsError = { readonly _tag: 'INCORRECT_REQUEST' };

/**
 * Suggestions while typing (GET /products/auto-hints), from 2 characters: the earlier words are
 * understood as on the search page; the last word is a prefix, read as typed, then in the other
 * layout, then transliterated, until one gives products; failing all, the whole text is corrected as a search.
 */
export const getAutoHints = (deps: { readonly search: CatalogueSearch }) => {
  const resolve = resolveSearchText(deps);
  return async (query: string): Promise<E.Either<AutoHintsError, AutoHints>> => {
    const queryText = normalizeSearchText(query);
    if (Array.from(queryText).length < SUGGEST_MIN_LENGTH) return E.left({ _tag: 'INCORRECT_REQUEST' });
    const typed = searchWords(queryText);
    const last = typed[typed.length - 1]!;
    const head = typed.length > 1 ? (await resolve(typed.slice(0, -1).join(' '))).words : [];
    // Every reading of the last word is tried in one call (one statement on PostgreSQL).
    let { prefix, ...found }: AutocompleteResult & { prefix: string } = await deps.search.autocomplete(head, wordReadings(last), CANDIDATE_PRODUCTS);
    if (found.products.length === 0) {
      // No word starts so: the last word may be a whole word with a typo.
      const resolved = await resolve(queryText);
      ({ prefix, ...found } = await deps.search.autocomplete(resolved.words, [''], CANDIDATE_PRODUCTS));
      prefix = resolved.words[resolved.words.length - 1] ?? last;
    }
    const lead = head.length ? `${head.join(' ')} ` : '';
    const products = distinctByName(found.products, AUTO_HINT_PRODUCTS);
    const brands = [...new Set(products.map((p) => p.brandName))].slice(0, 4);
    return E.right({
      ...found,
      products,
      queryText,
      hints: found.completions.map((w) => lead + w),
      taps: brands.map((b) => ({ tap: b, relatedSearch: `${lead}${prefix} ${b.toLocaleLowerCase('ru')}` })),
    });
  };
};
