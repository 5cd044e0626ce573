/** A brand or a sport as the header panels list them. */
export interface DirectoryEntry {
  readonly id: string;
  readonly name: string;
  readonly urlCode: string;
}

/** The brand and sport tables, in name order. */
export interface DirectoryRepository {
  readonly brands: () => Promise<readonly DirectoryEntry[]>;
  readonly sports: () => Promise<readonly DirectoryEntry[]>;
}
