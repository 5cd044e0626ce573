import { moscowDate } from '../../domain/shipment/receivingDate';
import { isActivePublication, pageCount, PUBLICATIONS_PAGE_SIZE, type PublicationType } from '../../domain/content/publication';
import type { Clock } from '../shared/Clock';
import type { Publication, PublicationSource } from './PublicationSource';

export interface PublicationQuery {
  readonly types: readonly PublicationType[];
  readonly page: number;
  /** true: running now; false: finished; absent: both. */
  readonly isActive?: boolean;
}

/** A publication as shown today: running or finished. */
export type ShownPublication = Publication & { readonly isActive: boolean };

export interface PublicationPage {
  readonly items: readonly ShownPublication[];
  readonly page: number;
  readonly pageCount: number;
}

/** A page of publications by type and activity, newest start first (spec §7 GET /publications (types, page, is-active)). */
export function listPublications(deps: { readonly publications: PublicationSource; readonly clock: Clock }) {
  return async (query: PublicationQuery): Promise<PublicationPage> => {
    const today = moscowDate(deps.clock.now());
    const matching = (await deps.publications.all())
      .map((p) => ({ ...p, isActive: isActivePublication(p, today) }))
      .filter((p) => query.types.includes(p.type) && p.dateFrom <= today)
      .filter((p) => query.isActive === undefined || p.isActive === query.isActive)
      .toSorted((a, b) => b.dateFrom.localeCompare(a.dateFrom));
    const start = (query.page - 1) * PUBLICATIONS_PAGE_SIZE;
    return { items: matching.slice(start, start + PUBLICATIONS_PAGE_SIZE), page: query.page, pageCount: pageCount(matching.length, PUBLICATIONS_PAGE_SIZE) };
  };
}
