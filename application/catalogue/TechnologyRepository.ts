/** A technology named on products (spec §3 Product.technologies) and what it does. */
export interface Technology {
  readonly name: string;
  readonly description: string;
}

/** The described technologies. */
export interface TechnologyRepository {
  /** Those named (every one for null), by name; unknown names are left out. */
  readonly described: (names: readonly string[] | null) => Promise<readonly Technology[]>;
}
