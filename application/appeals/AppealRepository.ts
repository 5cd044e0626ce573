import type { AppealRequest, AppealStatus } from '../../domain/appeals/appeals';

/** An appeal as the profile lists it. */
export interface StoredAppeal extends AppealRequest {
  readonly appealNumber: string;
  /** Its files, in the order they were uploaded. */
  readonly files: readonly { readonly id: string; readonly name: string }[];
  readonly status: AppealStatus;
  readonly answer: string | null;
  readonly createdAt: Date;
}

/** An order the customer may write about. */
export interface AppealOrderChoice {
  readonly orderNumber: string;
  readonly createdAt: Date;
  readonly status: string;
}

/** A store the customer may write about. */
export interface AppealStoreChoice {
  readonly storeNumber: string;
  readonly name: string;
  readonly address: string;
}

/** The customers' appeals, and the orders and stores they may be about. */
export interface AppealRepository {
  /**
   * Stores the appeal unless the customer already sent `limit.atMost` at or after `limit.since`: the
   * count and the insert are one step under a per-customer lock, so parallel posts cannot pass it together.
   * The files must be the customer's and not taken by another appeal, else FILE_NOT_FOUND and nothing is stored.
   */
  readonly add: (
    appeal: AppealRequest & { readonly id: string; readonly customerId: string; readonly createdAt: Date; readonly fileIds: readonly string[] },
    limit: { readonly since: Date; readonly atMost: number },
  ) => Promise<{ readonly appealNumber: string } | 'LIMIT' | 'FILE_NOT_FOUND'>;
  /** Newest first, skipping `offset`; with how many the customer has in all. */
  readonly page: (customerId: string, offset: number, limit: number) => Promise<{ readonly appeals: readonly StoredAppeal[]; readonly total: number }>;
  /** The customer's orders, newest first, at most `limit`. */
  readonly orders: (customerId: string, limit: number) => Promise<readonly AppealOrderChoice[]>;
  readonly ownsOrder: (customerId: string, orderNumber: string) => Promise<boolean>;
  /** The shop's stores (not pickup points of partners), by number. */
  readonly stores: () => Promise<readonly AppealStoreChoice[]>;
  readonly storeExists: (storeNumber: string) => Promise<boolean>;
}
