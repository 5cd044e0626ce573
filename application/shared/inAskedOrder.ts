/** The entries with the asked ids, once each, in the order asked; unknown ids are left out. */
export function inAskedOrder<T extends { readonly id: string }>(all: readonly T[], ids: readonly string[]): readonly T[] {
  const byId = new Map(all.map((entry) => [entry.id, entry]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}
