import { describe, expect, it } from 'vitest';
import type { Facet } from '../../adapters-http/contract/catalog';
import type { ListingState } from '../../adapters-http/contract/listingUrl';
import { activeFilters, withoutFilters } from './activeFilters';

const NONE: ListingState = {
  text: '',
  brands: [],
  colours: [],
  sizes: [],
  priceFrom: null,
  priceTo: null,
  inStock: false,
  discounted: false,
  sort: null,
  page: 1,
};
const FACETS: Facet[] = [
  { id: 'brand', kind: 'brand', displayType: 'list', title: 'Бренд', values: [{ value: 'reebok', name: 'Reebok', count: 3, selectedByUser: true }] },
  { id: 'size', kind: 'size', displayType: 'multiple_size', title: 'Размер', values: [{ value: '42', name: '42', count: 5, selectedByUser: true }] },
  {
    id: 'available',
    kind: 'availability',
    displayType: 'toggle',
    title: 'Наличие',
    values: [{ value: '1', name: 'Только в наличии', count: 0, selectedByUser: true }],
  },
];

describe('the listing’s active filters', () => {
  it('are none without filters, whatever the sort, text or page', () => {
    expect(activeFilters({ ...NONE, text: 'мяч', sort: 'new', page: 3 }, FACETS)).toEqual([]);
  });

  it('name each value as its facet does and take off only that one, back on page 1, sort and text kept', () => {
    const state: ListingState = {
      ...NONE,
      text: 'кроссовки',
      brands: ['nike', 'reebok'],
      sizes: ['42'],
      priceFrom: 2000,
      priceTo: null,
      inStock: true,
      sort: 'price_asc',
      page: 4,
    };
    const active = activeFilters(state, FACETS);
    expect(active.map((a) => a.label)).toEqual(['Цена от 2000', 'nike', 'Reebok', 'Размер 42', 'Только в наличии']);
    expect(active.find((a) => a.label === 'Reebok')!.without).toEqual({ ...state, brands: ['nike'], page: 1 });
    expect(active[0]!.without).toEqual({ ...state, priceFrom: null, page: 1 });
    expect(active.at(-1)!.without).toEqual({ ...state, inStock: false, page: 1 });
  });

  it('show from the address even when the facets of an empty result do not list them', () => {
    const active = activeFilters({ ...NONE, colours: ['black'], discounted: true, priceFrom: 100, priceTo: 200 }, []);
    expect(active.map((a) => a.label)).toEqual(['Цена от 100 до 200', 'black', 'Со скидкой']);
  });

  it('all go at once, keeping what was searched and the order', () => {
    const state: ListingState = { ...NONE, text: 'мяч', brands: ['nike'], inStock: true, sort: 'new', page: 2 };
    expect(withoutFilters(state)).toEqual({ ...NONE, text: 'мяч', sort: 'new' });
    expect(activeFilters(withoutFilters(state), FACETS)).toEqual([]);
  });
});
