import { Link } from 'react-router';
import type { Facet } from '../../adapters-http/contract/catalog';
import { listingUrl } from '../../adapters-http/contract/catalogUrl';
import type { ListingState } from '../../adapters-http/contract/listingUrl';

const amount = (n: number) => n.toLocaleString('ru-RU');

/** Each active filter with its label and the listing's address without it. */
function activeFilters(path: string | null, state: ListingState, facets: readonly Facet[]): { label: string; href: string }[] {
  const nameOf = (facetId: string, value: string) => facets.find((f) => f.id === facetId)?.values.find((v) => v.value === value)?.name ?? value;
  const without = (change: Partial<ListingState>) => listingUrl(path, { ...state, ...change, page: 1 });
  const price = state.priceFrom === null && state.priceTo === null ? [] : [{
    label: `Цена ${[state.priceFrom !== null ? `от ${amount(state.priceFrom)}` : '', state.priceTo !== null ? `до ${amount(state.priceTo)}` : ''].filter(Boolean).join(' ')}`,
    href: without({ priceFrom: null, priceTo: null }),
  }];
  return [
    ...state.brands.map((b) => ({ label: nameOf('brand', b), href: without({ brands: state.brands.filter((x) => x !== b) }) })),
    ...state.sizes.map((s) => ({ label: `Размер ${s}`, href: without({ sizes: state.sizes.filter((x) => x !== s) }) })),
    ...state.colours.map((c) => ({ label: nameOf('colour', c), href: without({ colours: state.colours.filter((x) => x !== c) }) })),
    ...price,
    ...(state.inStock ? [{ label: 'Только в наличии', href: without({ inStock: false }) }] : []),
    ...(state.discounted ? [{ label: 'Со скидкой', href: without({ discounted: false }) }] : []),
  ];
}

/**
 * A listing without products: with filters on, it says they match nothing, names each with a way to take it
 * off and offers «Сбросить фильтры»; without, `children` tell why (an empty category, a search that found nothing).
 */
export function EmptyListing({ path, state, facets, children }: {
  readonly path: string | null;
  readonly state: ListingState;
  readonly facets: readonly Facet[];
  readonly children: React.ReactNode;
}) {
  const active = activeFilters(path, state, facets);
  if (active.length === 0) return <>{children}</>;
  return (
    <div className="empty-listing" role="status">
      <p>Нет товаров, подходящих под выбранные фильтры.</p>
      <ul className="empty-listing__filters" aria-label="Выбранные фильтры">
        {active.map((f) => (
          <li key={f.href}><Link className="chip" to={f.href}>{f.label} <span aria-hidden="true">✕</span><span className="visually-hidden"> — убрать</span></Link></li>
        ))}
      </ul>
      <Link className="button" to={listingUrl(path, { text: state.text })}>Сбросить фильтры</Link>
    </div>
  );
}
