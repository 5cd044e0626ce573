/** A file as stored: photos re-encoded, PDF as sent. */
interface StoredAppealFile {
  readonly id: string;
  readonly customerId: string;
  readonly name: string;
  readonly contentType: 'image/jpeg' | 'image/webp' | 'application/pdf';
  readonly bytes: Uint8Array;
  readonly createdAt: Date;
}

/** Files customers attach to appeals; an appeal takes them when it is stored (AppealRepository.add). */
export interface AppealFileRepository {
  /**
   * Stores the file unless the customer already uploaded `limit.atMost` at or after `limit.since`; false
   * when refused. Count and insert are one step under a per-customer lock, so parallel uploads cannot pass it.
   */
  readonly add: (file: StoredAppealFile, limit: { readonly since: Date; readonly atMost: number }) => Promise<boolean>;
  /** How many files the customer uploaded at or after `since` (a cheap early look at the hourly limit). */
  readonly uploadedSince: (customerId: string, since: Date) => Promise<number>;
  /** The customer's own file; undefined for another's or none. */
  readonly file: (customerId: string, id: string) => Promise<Pick<StoredAppealFile, 'name' | 'contentType' | 'bytes'> | undefined>;
  /** Deletes files no appeal took that were uploaded before `before`; how many went. */
  readonly deleteUnattached: (before: Date) => Promise<number>;
}
