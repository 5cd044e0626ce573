import type { Technology, TechnologyRepository } from './TechnologyRepository';

/** GET /technologies (spec §7; the query and answer are not shown): the asked technologies (or all) with what each does. */
export const listTechnologies =
  (deps: { readonly technologies: TechnologyRepository }) =>
  async (names: readonly string[] | null): Promise<readonly Technology[]> =>
    names?.length === 0 ? [] : deps.technologies.described(names);
