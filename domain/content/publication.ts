/** Kinds of publication: promotions (/promo) and news (/news) (spec §2 Routes, §7 GET /publications types). */
export type PublicationType = 'PROMO' | 'NEWS';

/** Publications per list page; the spec names none, a 3 × 4 grid reads well at every width. */
export const PUBLICATIONS_PAGE_SIZE = 12;

/** A publication is active until the end of its last day (inclusive); news without an end stays active (spec §7 GET /publications is-active). */
export function isActivePublication(publication: { readonly dateTo?: string | undefined }, today: string): boolean {
  return publication.dateTo === undefined || publication.dateTo >= today;
}

/** The id in /publication/{id}, /promo/{id} or /news/{id}, trailing slash and query ignored (spec §2 Routes). */
export function publicationIdFromUrl(url: string): string | undefined {
  const match = /^\/(?:publication|promo|news)\/([0-9A-Za-z_-]{1,60})\/?(?:[?#].*)?$/.exec(url);
  // "/promo/proshedshie/" is the list of past promotions, not a publication.
  return match && match[1] !== 'proshedshie' ? match[1] : undefined;
}

/** The one address of a publication; the aliases /promo/{id} and /news/{id} point here (spec §2 Routes). */
export function publicationUrl(id: string): string {
  return `/publication/${id}/`;
}

/** Page count of a list, at least 1 so an empty list still has its first page (spec §7 GET /publications page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
