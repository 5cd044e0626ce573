import type { Facet } from '../../adapters-http/contract/catalog';
import type { ListingState } from '../../adapters-http/contract/listingUrl';

/** A filter the listing's address has on, with the state it leaves when taken off (back on page 1). */
export interface ActiveFilter {
  readonly key: string;
  readonly label: string;
  readonly without: ListingState;
}

type ManyField = 'brands' | 'colours' | 'sizes';
const MANY: readonly (readonly [ManyField, string])[] = [
  ['brands', 'brand'],
  ['colours', 'colour'],
  ['sizes', 'size'],
];

/**
 * The filters on, as the address has them (so they show even when nothing matches), named as the facets
 * name their values: brands, colours and sizes one by one, the price range, «only in stock», «on sale».
 */
export function activeFilters(state: ListingState, facets: readonly Facet[]): readonly ActiveFilter[] {
  const name = (facetId: string, value: string, otherwise = value) =>
    facets.find((f) => f.id === facetId)?.values.find((v) => v.value === value)?.name ?? otherwise;
  const off = (change: Partial<ListingState>): ListingState => ({ ...state, ...change, page: 1 });
  const many = MANY.flatMap(([field, facetId]) =>
    state[field].map((value) => ({
      key: `${facetId}=${value}`,
      label: facetId === 'size' ? `Размер ${name(facetId, value)}` : name(facetId, value),
      without: off({ [field]: state[field].filter((v) => v !== value) }),
    })),
  );
  const price =
    state.priceFrom === null && state.priceTo === null
      ? []
      : [
          {
            key: 'price',
            label: ['Цена', state.priceFrom === null ? '' : `от ${state.priceFrom}`, state.priceTo === null ? '' : `до ${state.priceTo}`]
              .filter(Boolean)
              .join(' '),
            without: off({ priceFrom: null, priceTo: null }),
          },
        ];
  const flags = [
    ...(state.inStock ? [{ key: 'available', label: name('available', '1', 'Только в наличии'), without: off({ inStock: false }) }] : []),
    ...(state.discounted ? [{ key: 'sale', label: name('sale', '1', 'Со скидкой'), without: off({ discounted: false }) }] : []),
  ];
  return [...price, ...many, ...flags];
}

/** The listing with every filter off: the text searched and the order kept. */
export function withoutFilters(state: ListingState): ListingState {
  return { ...state, brands: [], colours: [], sizes: [], priceFrom: null, priceTo: null, inStock: false, discounted: false, page: 1 };
}
