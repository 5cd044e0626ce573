import * as E from 'fp-ts/Either';
import { isActivePublication, publicationIdFromUrl } from '../../domain/content/publication';
import type { Clock } from '../shared/Clock';
import { moscowDate } from '../../domain/shipment/receivingDate';
import type { ShownPublication } from './listPublications';
import type { PublicationSource } from './PublicationSource';

/**
 * A published publication by its page URL: /publication/{id}, or the aliases /promo/{id} for promotions and
 * /news/{id} for news (spec §7 POST /publications {url}); one not started yet is not found.
 */
export function getPublication(deps: { readonly publications: PublicationSource; readonly clock: Clock }) {
  return async (url: string): Promise<E.Either<{ readonly _tag: 'NOT_FOUND' }, ShownPublication>> => {
    const id = publicationIdFromUrl(url);
    const today = moscowDate(deps.clock.now());
    const found = id === undefined ? undefined : (await deps.publications.all()).find((p) => p.id === id && p.dateFrom <= today);
    const aliasFits = found !== undefined && !(url.startsWith('/news/') && found.type !== 'NEWS') && !(url.startsWith('/promo/') && found.type !== 'PROMO');
    return aliasFits ? E.right({ ...found, isActive: isActivePublication(found, today) }) : E.left({ _tag: 'NOT_FOUND' });
  };
}
