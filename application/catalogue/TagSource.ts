/**
 * A catalogue tag (spec §2 /tag/{tagName}): a named, indexable listing defined in the shop's content
 * as a category listing URL with filters.
 */
export interface CatalogueTag {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** A category listing URL with its filters, e.g. "/catalog/muzhchinam/obuv/krossovki/?brand=nike". */
  readonly listing: string;
}

export interface TagSource {
  readonly all: () => Promise<readonly CatalogueTag[]>;
}

/** The tag of a name, if the content defines it. */
export const findTag =
  (deps: { readonly tags: TagSource }) =>
  async (name: string): Promise<CatalogueTag | undefined> =>
    (await deps.tags.all()).find((t) => t.name === name);
