import { MAX_CATALOGUE_PAGE } from '../../domain/catalogue/cataloguePage';

/** Products shown on one catalogue page. */
export const CATALOGUE_PAGE_SIZE = 24;

/** Page numbers 1..277 only (spec §4 Catalogue fetch, §9). */
export const isCataloguePage = (page: number): boolean => Number.isInteger(page) && page >= 1 && page <= MAX_CATALOGUE_PAGE;

/** Pages a listing of this many products has, at least 1 and at most 277. */
export const pageCountOf = (total: number): number => Math.min(MAX_CATALOGUE_PAGE, Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE)));

/** The rows of a page. */
export const pageWindow = (page: number) => ({ offset: (page - 1) * CATALOGUE_PAGE_SIZE, limit: CATALOGUE_PAGE_SIZE });
