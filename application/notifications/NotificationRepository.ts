import type { NotificationFacts } from '../../domain/notifications/customerNotifications';

/** A notification as stored: its facts, when it was written, whether it was read. */
interface StoredNotification {
  readonly id: string;
  readonly facts: NotificationFacts;
  readonly createdAt: Date;
  readonly read: boolean;
}

/** The customer's notifications; they are written by the database itself (triggers, migration 0023). */
export interface NotificationRepository {
  /** Newest first, skipping `offset`; with how many the customer has in all. */
  readonly page: (
    customerId: string,
    offset: number,
    limit: number,
  ) => Promise<{ readonly notifications: readonly StoredNotification[]; readonly total: number }>;
  readonly hasUnread: (customerId: string) => Promise<boolean>;
  /** Marks every unread one read. */
  readonly markAllRead: (customerId: string, at: Date) => Promise<void>;
  /** Marks one of the customer's read; false when the customer has none with this id. */
  readonly markRead: (customerId: string, id: string, at: Date) => Promise<boolean>;
}
