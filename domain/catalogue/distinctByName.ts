/**
 * The best-ranked item of each name, in rank order, at most `limit` (spec §7 GET /main/blocks, GET
 * /products/auto-hints): the home page's tiles show one «Кроссовки» of men, women and children, so eight
 * tiles are eight kinds of goods; autocomplete shows a model once, not once per colour, so no two rows look alike.
 */
export function distinctByName<T extends { readonly name: string }>(ranked: readonly T[], limit: number): readonly T[] {
  const seen = new Set<string>();
  return ranked.filter((c) => !seen.has(c.name) && seen.add(c.name)).slice(0, limit);
}
