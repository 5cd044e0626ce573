import type { CategoryRecord } from './catalogueModel';

/** A category and the categories above it, root first, the category itself last: a page's breadcrumbs. */
export function categoryAncestry(all: readonly CategoryRecord[], leaf: CategoryRecord): readonly CategoryRecord[] {
  const byId = new Map(all.map((c) => [c.id, c]));
  const chain: CategoryRecord[] = [];
  for (let c: CategoryRecord | undefined = leaf; c; c = c.parentId ? byId.get(c.parentId) : undefined) chain.unshift(c);
  return chain;
}
