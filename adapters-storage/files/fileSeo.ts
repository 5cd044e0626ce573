import type { SeoContent, SeoSource } from '../../application/shell/SeoSource';
import { readJsonList } from './readJsonList';

/** SEO texts and tags by page path from a JSON file (content/seo.json). */
export function fileSeo(path: string): SeoSource {
  return { byPath: async (pagePath) => (await readJsonList<SeoContent>(path)).find((entry) => entry.url === pagePath) };
}
