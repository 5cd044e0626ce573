import { seoPath } from '../../domain/content/seoBlock';
import type { SeoContent, SeoSource } from './SeoSource';

/** The SEO text and tags of a page URL; a page without any has an empty text and no tags (spec §7 POST /seo {url}). */
export function seoForUrl(deps: { readonly seo: SeoSource }) {
  return async (url: string): Promise<SeoContent> => {
    const path = seoPath(url);
    return (await deps.seo.byPath(path)) ?? { url: path, text: '', tags: [] };
  };
}
