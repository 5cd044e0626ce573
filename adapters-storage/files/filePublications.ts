import type { PublicationSource } from '../../application/shell/PublicationSource';
import { readJsonList } from './readJsonList';

/** Promotions and news from a JSON file (content/publications.json). */
export function filePublications(path: string): PublicationSource {
  return { all: () => readJsonList(path) };
}
