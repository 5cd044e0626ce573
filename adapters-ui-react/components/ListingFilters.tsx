import * as E from 'fp-ts/Either';
import { Form, useNavigate } from 'react-router';
import type { Facet } from '../../adapters-http/contract/catalog';
import { listingQueryString, parseListingQuery, type ListingState } from '../../adapters-http/contract/listingUrl';
import type { ListingOrder } from '../../application/catalogue/listingQuery';
import { pricePlaceholders } from '../../domain/catalogue/priceRange';

/** Sort orders offered in the listing's select; relevance only on a search. */
const SORT_LABELS: readonly (readonly [ListingOrder, string])[] = [
  ['relevance', 'По релевантности'],
  ['popular', 'По популярности'],
  ['price_asc', 'Сначала дешевле'],
  ['price_desc', 'Сначала дороже'],
  ['discount', 'По размеру скидки'],
  ['new', 'Новинки'],
];

/** The price range's two bounds: their fields are price_from and price_to. */
const PRICE_ENDS = [
  { end: 'from', label: 'от' },
  { end: 'to', label: 'до' },
] as const;

const PARAM: Readonly<Record<string, string>> = { brand: 'brand', colour: 'colour', size: 'size', available: 'available', sale: 'sale' };

function FacetControl({ facet, state }: { readonly facet: Facet; readonly state: ListingState }) {
  if (facet.displayType === 'range_slider') {
    const v = facet.values[0];
    if (!v) return null;
    // Only what the shopper typed is a value (a filled-in bound would be sent back as a filter); hints never cross it.
    const typed = { from: state.priceFrom, to: state.priceTo };
    const hint = pricePlaceholders(v.min !== undefined && v.max !== undefined ? { min: v.min, max: v.max } : null, typed);
    return (
      <div className="facet__range">
        {PRICE_ENDS.map(({ end, label }) => (
          <label key={end}>
            {label}{' '}
            <input
              type="number"
              name={`price_${end}`}
              inputMode="numeric"
              min={0}
              defaultValue={typed[end] ?? undefined}
              placeholder={hint[end] === null ? undefined : String(hint[end])}
            />
          </label>
        ))}
      </div>
    );
  }
  const name = PARAM[facet.id] ?? facet.id;
  return (
    <ul className={`facet__values facet__values--${facet.displayType}`}>
      {facet.values.map((v) => (
        <li key={v.value}>
          <label className={v.count === 0 && !v.selectedByUser ? 'facet__value facet__value--empty' : 'facet__value'}>
            <input type="checkbox" name={name} value={v.value} defaultChecked={v.selectedByUser} disabled={v.count === 0 && !v.selectedByUser} />
            <span>{v.name}</span> <span className="muted">{v.count}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** Every facet as a fieldset of its controls: the column's form and the drawer's. */
export function FacetFields({ facets, state }: { readonly facets: readonly Facet[]; readonly state: ListingState }) {
  return facets.map((f) => (
    <fieldset key={f.id} className={`facet facet--${f.displayType}`}>
      <legend>{f.title}</legend>
      <FacetControl facet={f} state={state} />
    </fieldset>
  ));
}

/** The sort orders of a listing, relevance only on a search. */
export function SortOptions({ isSearch }: { readonly isSearch: boolean }) {
  return SORT_LABELS.filter(([v]) => isSearch || v !== 'relevance').map(([v, label]) => (
    <option key={v} value={v}>
      {label}
    </option>
  ));
}

/** The default order of a listing: relevance for a search, popularity in a category. */
export const defaultSortOf = (isSearch: boolean): ListingOrder => (isSearch ? 'relevance' : 'popular');

/** Where a filters form leads: the listing's one canonical address (default sort left out, page 1); null for a malformed value. */
export function formTarget(form: HTMLFormElement, action: string, isSearch: boolean): string | null {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value !== '') params.append(key, value);
  const next = parseListingQuery(params);
  if (E.isLeft(next)) return null;
  return action + listingQueryString({ ...next.right, sort: next.right.sort === defaultSortOf(isSearch) ? null : next.right.sort, page: 1 });
}

/**
 * Facets and sort as one GET form, the listing's column on wide screens: without JavaScript it submits to
 * the listing's address, with it every change navigates at once; the page always starts again at 1.
 */
export function ListingFilters({
  action,
  facets,
  state,
  isSearch,
}: {
  readonly action: string;
  readonly facets: readonly Facet[];
  readonly state: ListingState;
  readonly isSearch: boolean;
}) {
  const navigate = useNavigate();
  const sort = state.sort ?? defaultSortOf(isSearch);
  const apply = (form: HTMLFormElement) => {
    const target = formTarget(form, action, isSearch);
    if (target !== null) void navigate(target);
  };
  return (
    <Form
      method="get"
      action={action}
      className="listing-filters"
      aria-label="Фильтры"
      onChange={(e) => apply(e.currentTarget)}
      onSubmit={(e) => {
        e.preventDefault();
        apply(e.currentTarget);
      }}
    >
      {isSearch && <input type="hidden" name="text" value={state.text} />}
      <label className="listing-filters__sort">
        Сортировка{' '}
        <select name="sort" defaultValue={sort} key={sort}>
          <SortOptions isSearch={isSearch} />
        </select>
      </label>
      <FacetFields facets={facets} state={state} />
      <button type="submit" className="button listing-filters__apply">
        Показать
      </button>
    </Form>
  );
}
