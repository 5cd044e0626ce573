import * as t from 'io-ts';
import { CatalogPage } from './catalog';

/** GET /catalog/tags/{tagName}?page: the tag and its listing (spec §2 Catalogue tag; the call's shape is ours). */
export const TagPage = t.type({
  tag: t.type({ name: t.string, title: t.string, description: t.string }),
  listing: CatalogPage,
});
export type TagPage = t.TypeOf<typeof TagPage>;
export const TagQuery = t.partial({ page: t.refinement(t.string, (s) => /^[1-9]\d{0,2}$/.test(s), 'Page') });
