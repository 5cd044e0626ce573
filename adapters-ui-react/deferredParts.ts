import { deferredPart } from './components/HydrateWhenNear';
import type { SeoBlockProps } from './content/SeoBlock';

/** The footer of every page: below the fold on every screen (issue 13). */
export const FOOTER = deferredPart<object>('.footer', () => import('./shell/Footer').then((m) => m.Footer));

/** A catalogue page's SEO text and tags, under its listing. */
export const SEO_BLOCK = deferredPart<SeoBlockProps>('.seo-block', () => import('./content/SeoBlock').then((m) => m.SeoBlock));

/** The server renders deferred parts in place: their code is read before the first page. */
export const loadDeferredParts = (): Promise<unknown> => Promise.all([FOOTER.fetch(), SEO_BLOCK.fetch()]);
