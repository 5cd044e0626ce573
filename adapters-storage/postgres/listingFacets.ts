import Decimal from 'decimal.js';
import type { FacetValue, ListingFacets } from '../../application/catalogue/listingQuery';

/** One row of the facet query: a facet, a value, its label and its count. */
export interface FacetRow {
  readonly facet: string;
  readonly value: string;
  readonly name: string;
  readonly n: number;
}

const byCountThenName = (a: FacetValue, b: FacetValue) => b.count - a.count || a.name.localeCompare(b.name, 'ru');
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', '2XL', 'XXL', '3XL', '4XL'];
/** Sizes in the order of a size chart: numbers ascending, then letter sizes small to large, then the rest. */
const sizeRank = (v: string): [number, number, string] => {
  const n = Number.parseFloat(v);
  if (!Number.isNaN(n) && /^\d/.test(v)) return [0, n, v];
  const letter = LETTER_SIZES.indexOf(v.toUpperCase());
  return letter >= 0 ? [1, letter, v] : [2, 0, v];
};
const bySize = (a: FacetValue, b: FacetValue) => {
  const [x, y] = [sizeRank(a.value), sizeRank(b.value)];
  return x[0] - y[0] || x[1] - y[1] || x[2].localeCompare(y[2]);
};

/** Gathers the facet query's rows into the listing's total and facets. */
export function facetsFromRows(rows: readonly FacetRow[]): { total: number; facets: ListingFacets } {
  const values = (facet: string) => rows.filter((r) => r.facet === facet).map((r) => ({ value: r.value, name: r.name, count: Number(r.n) }));
  const one = (facet: string) => rows.find((r) => r.facet === facet);
  const price = one('price');
  return {
    total: Number(one('total')?.n ?? 0),
    facets: {
      brand: values('brand').sort(byCountThenName),
      colour: values('colour').sort(byCountThenName),
      size: values('size').sort(bySize),
      price: price && price.value !== '' ? { min: new Decimal(price.value), max: new Decimal(price.name) } : null,
      inStock: Number(one('inStock')?.n ?? 0),
      discounted: Number(one('discounted')?.n ?? 0),
    },
  };
}
