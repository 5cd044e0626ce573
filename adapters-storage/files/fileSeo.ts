import * as t from 'io-ts';
import type { SeoSource } from '../../application/shell/SeoSource';
import { readJsonList } from './readJsonList';

/** A page's SEO text and the links under it, by the page's path. */
const StoredSeoContent = t.type({ url: t.string, text: t.string, tags: t.array(t.type({ name: t.string, url: t.string })) }, 'SeoContent');

/** SEO texts and tags by page path from a JSON file (content/seo.json). */
export function fileSeo(path: string): SeoSource {
  return { byPath: async (pagePath) => (await readJsonList(StoredSeoContent, path)).find((entry) => entry.url === pagePath) };
}
