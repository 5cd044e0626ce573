import { deferredPart } from './components/HydrateWhenNear';
import type { SeoBlockProps } from './content/SeoBlock';

/** The footer of every page: below the fold on every screen (issue 13). */
export const FOOTER = deferredPart<object>('.footer', () => import('./shell/Footer').then((m) => m.Footer));

/** A catalogue page's SEO text and tags, under its listing. */
export const SEO_BLOCK = deferredPart<SeoBlockProps>('.seo-block', () => import('./content/SeoBlock').then((m) => m.SeoBlock));

/**
 * Their code: the server reads it before the first page, to render them in place; the browser fetches it as it
 * starts hydrating (off the critical path: nothing waits for it), so a part is hydrated before any client-side
 * navigation can reach it still server markup, which React would then have to render anew.
 */
export const loadDeferredParts = (): Promise<unknown> => Promise.all([FOOTER.fetch(), SEO_BLOCK.fetch()]);
