/** A photo as stored: re-encoded, without metadata, with a small copy for lists (PhotoEncoder). */
export interface EncodedPhoto {
  readonly bytes: Uint8Array;
  readonly thumbnail: Uint8Array;
  /** Of both the photo and its thumbnail. */
  readonly contentType: 'image/jpeg' | 'image/webp';
  readonly width: number;
  readonly height: number;
}

export type PhotoSize = 'full' | 'thumbnail';

/** Uploaded review and question photos, owned by the customer who uploaded them. */
export interface ReviewPhotoRepository {
  /**
   * Stores the photo unless the customer already has `limit.atMost` uploads at or after `limit.since`;
   * false when refused. Count and insert are one step, so parallel uploads cannot pass the limit together.
   */
  readonly add: (
    photo: EncodedPhoto & { readonly id: string; readonly customerId: string; readonly createdAt: Date },
    limit: { readonly since: Date; readonly atMost: number },
  ) => Promise<boolean>;
  /** How many photos the customer uploaded at or after `since` (a cheap early look at the hourly limit). */
  readonly uploadedSince: (customerId: string, since: Date) => Promise<number>;
  readonly photo: (id: string, size: PhotoSize) => Promise<Pick<EncodedPhoto, 'bytes' | 'contentType'> | undefined>;
  /** Deletes photos no review or question took that were uploaded before `before`; how many went. */
  readonly deleteUnattached: (before: Date) => Promise<number>;
}
