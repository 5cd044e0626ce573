import * as E from 'fp-ts/Either';

/** Highest catalogue page (spec §9 Max catalogue page 277). */
export const MAX_CATALOGUE_PAGE = 277;

/** A catalogue page outside 1..277 is a bad request (spec §4 Catalogue fetch, §5). */
export function parseCataloguePage(value: unknown): E.Either<{ readonly _tag: 'INCORRECT_REQUEST' }, number> {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_CATALOGUE_PAGE ? E.right(n) : E.left({ _tag: 'INCORRECT_REQUEST' });
}

/** Catalogue page from a URL: absent means page 1 (spec §4 Catalogue fetch). */
export function cataloguePageOrFirst(value: string | null | undefined): E.Either<{ readonly _tag: 'INCORRECT_REQUEST' }, number> {
  return value == null || value === '' ? E.right(1) : parseCataloguePage(value);
}

/** A listing page past the last one with products goes to the last one (pages start at 1); null when the page exists. */
export function lastPageIfPast(page: number, pageCount: number): number | null {
  return page > Math.max(1, pageCount) ? Math.max(1, pageCount) : null;
}
