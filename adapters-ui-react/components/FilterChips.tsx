import { Link } from 'react-router';
import type { Facet } from '../../adapters-http/contract/catalog';
import { listingUrl } from '../../adapters-http/contract/catalogUrl';
import type { ListingState } from '../../adapters-http/contract/listingUrl';
import { activeFilters, withoutFilters } from './activeFilters';

/** The filters on, each a link that takes it off, and «Сбросить» taking off all (links: they work before JavaScript too). */
export function FilterChips({ path, facets, state }: { readonly path: string | null; readonly facets: readonly Facet[]; readonly state: ListingState }) {
  const active = activeFilters(state, facets);
  if (active.length === 0) return null;
  return (
    <ul className="filter-chips" aria-label="Выбранные фильтры">
      {active.map((a) => (
        <li key={a.key}>
          <Link className="filter-chip" to={listingUrl(path, a.without)} aria-label={`Убрать фильтр «${a.label}»`}>
            {a.label}
            <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M3 3l8 8M11 3l-8 8" />
            </svg>
          </Link>
        </li>
      ))}
      <li>
        <Link className="filter-chips__reset" to={listingUrl(path, withoutFilters(state))}>
          Сбросить
        </Link>
      </li>
    </ul>
  );
}
