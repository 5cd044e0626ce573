import * as t from 'io-ts';
import type { PublicationSource } from '../../application/shell/PublicationSource';
import { readJsonList } from './readJsonList';

/** A promotion or news item as editors keep it; news have no last day. */
const StoredPublication = t.intersection(
  [
    t.type({
      id: t.string,
      type: t.keyof({ PROMO: null, NEWS: null }),
      title: t.string,
      annotation: t.string,
      imageUrl: t.string,
      imageAlt: t.string,
      dateFrom: t.string,
      html: t.string,
    }),
    t.partial({ dateTo: t.string }),
  ],
  'Publication',
);

/** Promotions and news from a JSON file (content/publications.json). */
export function filePublications(path: string): PublicationSource {
  return { all: () => readJsonList(StoredPublication, path) };
}
