import type { ProductSummary } from './catalogueModel';
import type { ListingQuery, ListingResult } from './listingQuery';
import type { OfferCandidate } from '../../domain/catalogue/dailyOffer';

/** How a typed reading of a word relates to the shop's vocabulary. */
export interface WordLookup {
  readonly reading: string;
  /** Some vocabulary word has the same russian stem. */
  readonly known: boolean;
  /** The russian stemmer takes an ending off the reading: a Russian word form. */
  readonly inflected: boolean;
  /** The most similar vocabulary word by trigrams, when any is similar enough. */
  readonly nearest: { readonly word: string; readonly similarity: number } | null;
}

/** Finding products: listings with facets, and the vocabulary used to understand typed text. */
export interface CatalogueSearch {
  /** One answer per reading, in the order given. */
  readonly lookupWords: (readings: readonly string[]) => Promise<readonly WordLookup[]>;
  readonly findListing: (query: ListingQuery) => Promise<ListingResult>;
  /**
   * Suggestions for text being typed: whole words plus the start of the last one, read as each of
   * `prefixes` in turn (as typed, other layout, transliterated; '' for none): the first reading that
   * finds products answers, with that reading; the last one when none does.
   */
  readonly autocomplete: (words: readonly string[], prefixes: readonly string[], limit: number) => Promise<AutocompleteResult & { readonly prefix: string }>;
  /** Brands or sports by name, with their url codes. */
  readonly directory: (kind: 'brand' | 'sport') => Promise<readonly { readonly code: string; readonly name: string }[]>;
  /** The leaf categories with the most goods in stock, most first: what a search that found nothing offers. */
  readonly popularCategories: (limit: number) => Promise<readonly PopularCategory[]>;
  /** Products the daily offer may pick from: at least every discounted product in stock. */
  readonly offerCandidates: () => Promise<readonly OfferCandidate[]>;
}

export interface PopularCategory {
  readonly id: string;
  readonly name: string;
  /** The top section: «Мужчинам». */
  readonly parentName: string;
  readonly urlPath: string;
}

export interface AutocompleteResult {
  /** Vocabulary words that complete the prefix, most used first. */
  readonly completions: readonly string[];
  /**
   * Categories whose name matches; parentName is the top section a category lies in, which tells apart the
   * same-named ones («Кроссовки — Мужчинам», «— Женщинам»), null for a top section itself.
   */
  readonly categories: readonly { readonly name: string; readonly parentName: string | null; readonly urlPath: string }[];
  /** The most popular matching products. */
  readonly products: readonly ProductSummary[];
}
