import { useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import type { Facet } from '../../adapters-http/contract/catalog';
import { listingUrl } from '../../adapters-http/contract/catalogUrl';
import type { ListingState } from '../../adapters-http/contract/listingUrl';
import type { ListingOrder } from '../../application/catalogue/listingQuery';
import type { CatalogData } from '../pages/catalogLoader';
import { activeFilters } from './activeFilters';
import { FilterDrawer, productCountOf } from './FilterDrawer';
import { defaultSortOf, SortOptions } from './ListingFilters';

/**
 * The listing's bar on small screens, sticking to the top as the cards scroll: the sort, and «Фильтры»
 * with how many are on, opening the filters drawer (the column of wide screens stays hidden there).
 */
export function ListingToolbar({ path, facets, state }: { readonly path: string | null; readonly facets: readonly Facet[]; readonly state: ListingState }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const count = productCountOf(useLoaderData() as CatalogData) ?? 0;
  const isSearch = path === null;
  const on = activeFilters(state, facets).length;
  const sort = state.sort ?? defaultSortOf(isSearch);
  const sortBy = (value: ListingOrder) => void navigate(listingUrl(path, { ...state, sort: value === defaultSortOf(isSearch) ? null : value, page: 1 }));
  return (
    <div className="listing-toolbar">
      <label className="listing-toolbar__sort">
        <span className="visually-hidden">Сортировка</span>
        <select value={sort} onChange={(e) => sortBy(e.currentTarget.value as ListingOrder)}>
          <SortOptions isSearch={isSearch} />
        </select>
      </label>
      <button type="button" className="button listing-toolbar__filters" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {/* One item of the button's flex row with its hint: the name reads «Фильтры, выбрано: 2». */}
        <span>Фильтры{on > 0 && <span className="inline-hint">, выбрано: </span>}</span>
        {on > 0 && <span className="badge badge--count">{on}</span>}
      </button>
      <FilterDrawer open={open} onClose={() => setOpen(false)} action={listingUrl(path, {})} facets={facets} state={state} isSearch={isSearch} count={count} />
    </div>
  );
}
