import type { CatalogueRepository } from './CatalogueRepository';
import type { CategoryRecord } from './catalogueModel';

export interface CategoryNode extends CategoryRecord {
  readonly children: readonly CategoryNode[];
}

/** The catalogue tree shown at /catalog/ and on the home page (spec §2 Routes). */
export const getCatalogueTree = (deps: { readonly catalogue: CatalogueRepository }) => async (): Promise<readonly CategoryNode[]> => {
  const all = await deps.catalogue.categories();
  const build = (parentId: string | null): CategoryNode[] => all.filter((c) => c.parentId === parentId).map((c) => ({ ...c, children: build(c.id) }));
  return build(null);
};
