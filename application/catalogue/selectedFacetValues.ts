import type { CatalogueSearch } from './CatalogueSearch';
import type { FacetValue, ListingFilters } from './listingQuery';

/** The values a shopper chose that the counts left out (none of them matches under the other filters), at 0. */
const missingOf = (values: readonly FacetValue[], chosen: readonly string[], nameOf: (value: string) => string): FacetValue[] =>
  chosen.filter((v) => !values.some((x) => x.value === v)).map((v) => ({ value: v, name: nameOf(v), count: 0 }));

/**
 * Listings whose facets always hold the chosen brands, colours and sizes: a facet lists the values that
 * match under the other filters, so a choice matching nothing would vanish from it and could not be
 * taken off. Brand names are read only then.
 */
export function keepSelectedFacetValues(search: CatalogueSearch): CatalogueSearch {
  return {
    ...search,
    findListing: async (query) => {
      const result = await search.findListing(query);
      const { facets } = result;
      const f: ListingFilters = query.filters;
      const brandsMissing = f.brands.some((b) => !facets.brand.some((x) => x.value === b));
      const brands = brandsMissing ? new Map((await search.directory('brand')).map((b) => [b.code, b.name])) : new Map<string, string>();
      const same = (v: string) => v;
      return {
        ...result,
        facets: {
          ...facets,
          brand: [...facets.brand, ...missingOf(facets.brand, f.brands, (code) => brands.get(code) ?? code)],
          colour: [...facets.colour, ...missingOf(facets.colour, f.colours, same)],
          size: [...facets.size, ...missingOf(facets.size, f.sizes, same)],
        },
      };
    },
  };
}
