import type { FacetValue as FacetCount, ListingFacets, ListingFilters } from '../../../application/catalogue/listingQuery';
import type { Facet } from '../../contract/catalog';
import { currencySymbol } from '../../../domain/money/formatMoney';
import { selectedPriceRange } from '../../../domain/catalogue/priceRange';

const listValues = (values: readonly FacetCount[], selected: readonly string[]) =>
  values.map((v) => ({ value: v.value, name: v.name, count: v.count, selectedByUser: selected.includes(v.value) }));

/** The listing's facets in the spec's shape; facets with nothing to choose are left out. */
export function encodeFacets(facets: ListingFacets, filters: ListingFilters): Facet[] {
  const out: Facet[] = [];
  if (facets.price) {
    const min = facets.price.min.floor().toNumber();
    const max = facets.price.max.ceil().toNumber();
    const range = selectedPriceRange({ min, max }, { from: filters.priceFrom?.toNumber() ?? null, to: filters.priceTo?.toNumber() ?? null });
    out.push({
      id: 'price',
      kind: 'default',
      displayType: 'range_slider',
      title: `Цена, ${currencySymbol(facets.price.currency ?? 'RUB')}`,
      values: [
        {
          value: 'price',
          name: 'Цена',
          count: 0,
          selectedByUser: filters.priceFrom !== null || filters.priceTo !== null,
          min,
          max,
          ...range,
        },
      ],
    });
  }
  if (facets.brand.length) out.push({ id: 'brand', kind: 'brand', displayType: 'list', title: 'Бренд', values: listValues(facets.brand, filters.brands) });
  if (facets.size.length) out.push({ id: 'size', kind: 'size', displayType: 'multiple_size', title: 'Размер', values: listValues(facets.size, filters.sizes) });
  if (facets.colour.length) out.push({ id: 'colour', kind: 'color', displayType: 'list', title: 'Цвет', values: listValues(facets.colour, filters.colours) });
  out.push({
    id: 'available',
    kind: 'availability',
    displayType: 'toggle',
    title: 'Наличие',
    values: [{ value: '1', name: 'Только в наличии', count: facets.inStock, selectedByUser: filters.inStock }],
  });
  out.push({
    id: 'sale',
    kind: 'default',
    displayType: 'toggle',
    title: 'Скидки',
    values: [{ value: '1', name: 'Со скидкой', count: facets.discounted, selectedByUser: filters.discounted }],
  });
  return out;
}
