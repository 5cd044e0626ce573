import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import { cataloguePageOrFirst } from '../../domain/catalogue/cataloguePage';
import { clampSearchInput } from '../../domain/catalogue/search';
import { LISTING_ORDERS, type ListingFilters, type ListingOrder } from '../../application/catalogue/listingQuery';

const Many = t.array(t.string);
const Amount = new t.Type<number, string, unknown>(
  'Amount',
  (u): u is number => typeof u === 'number',
  (u, c) => (typeof u === 'string' && /^\d{1,9}(\.\d{1,2})?$/.test(u) ? t.success(Number(u)) : t.failure(u, c)),
  String,
);
const Flag = t.literal('1');

/** The query of a listing page: filters, sort and page; repeated keys give several values. */
const ListingParams = t.exact(
  t.partial({
    text: t.string,
    brand: Many,
    colour: Many,
    size: Many,
    price_from: Amount,
    price_to: Amount,
    available: Flag,
    sale: Flag,
    sort: t.keyof(Object.fromEntries(LISTING_ORDERS.map((v) => [v, null])) as Record<ListingOrder, null>),
    page: t.string,
  }),
);

/** A listing's state as its URL carries it: the filters (`sort=` being the order), the search text and the page. */
export interface ListingState extends ListingFilters<number> {
  readonly text: string;
  readonly sort: ListingOrder | null;
  readonly page: number;
}

const MULTI = new Set(['brand', 'colour', 'size']);

/** Reads a listing URL's query; unknown keys are ignored, malformed values are a bad request. */
export function parseListingQuery(search: URLSearchParams): E.Either<'INCORRECT_REQUEST', ListingState> {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) raw[key] = MULTI.has(key) ? search.getAll(key) : search.get(key)!;
  return pipe(
    ListingParams.decode(raw),
    E.mapLeft(() => 'INCORRECT_REQUEST' as const),
    E.chain((p) =>
      pipe(
        cataloguePageOrFirst(p.page),
        E.mapLeft(() => 'INCORRECT_REQUEST' as const),
        E.map(
          (page): ListingState => ({
            text: clampSearchInput(p.text ?? ''),
            brands: uniqueSorted(p.brand),
            colours: uniqueSorted(p.colour),
            sizes: uniqueSorted(p.size),
            priceFrom: p.price_from ?? null,
            priceTo: p.price_to ?? null,
            inStock: p.available === '1',
            discounted: p.sale === '1',
            sort: p.sort ?? null,
            page,
          }),
        ),
      ),
    ),
  );
}

/**
 * The one query string of a listing state, keys and values in a fixed order, so every combination
 * of filters has a single address; page 1 and the default sort are left out.
 */
export function listingQueryString(state: Partial<ListingState>): string {
  const q = new URLSearchParams();
  if (state.text) q.append('text', state.text);
  for (const b of uniqueSorted(state.brands)) q.append('brand', b);
  for (const c of uniqueSorted(state.colours)) q.append('colour', c);
  for (const s of uniqueSorted(state.sizes)) q.append('size', s);
  if (state.priceFrom != null) q.append('price_from', String(state.priceFrom));
  if (state.priceTo != null) q.append('price_to', String(state.priceTo));
  if (state.inStock) q.append('available', '1');
  if (state.discounted) q.append('sale', '1');
  if (state.sort) q.append('sort', state.sort);
  if (state.page && state.page > 1) q.append('page', String(state.page));
  const s = q.toString();
  return s === '' ? '' : `?${s}`;
}

function uniqueSorted(values: readonly string[] | undefined): string[] {
  return [...new Set(values ?? [])].sort();
}
