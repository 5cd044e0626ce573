import { Link } from 'react-router';
import type { Facet } from '../../adapters-http/contract/catalog';
import { listingUrl } from '../../adapters-http/contract/catalogUrl';
import type { ListingState } from '../../adapters-http/contract/listingUrl';
import { activeFilters, withoutFilters } from './activeFilters';

/**
 * A listing without products: with filters on, it says they match nothing and offers «Сбросить фильтры» (the
 * chips above it name each filter with a way to take it off); without, `children` tell why (an empty category,
 * a search that found nothing).
 */
export function EmptyListing({
  path,
  state,
  facets,
  children,
}: {
  readonly path: string | null;
  readonly state: ListingState;
  readonly facets: readonly Facet[];
  readonly children: React.ReactNode;
}) {
  if (activeFilters(state, facets).length === 0) return <>{children}</>;
  return (
    <div className="empty-listing" role="status">
      <p>Нет товаров, подходящих под выбранные фильтры. Уберите один из них или сбросьте все.</p>
      <Link className="button" to={listingUrl(path, withoutFilters(state))}>
        Сбросить фильтры
      </Link>
    </div>
  );
}
