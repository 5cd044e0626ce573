import type { Clock } from '../shared/Clock';
import { listNotifications } from './listNotifications';
import { markAllNotificationsRead } from './markAllNotificationsRead';
import { markNotificationRead } from './markNotificationRead';
import type { NotificationRepository } from './NotificationRepository';

/** The profile's notifications (spec §7 Profile …/notifications), given their port. */
export const notificationUseCases = (deps: { readonly notifications: NotificationRepository; readonly clock: Clock }) => ({
  listNotifications: listNotifications(deps),
  /** POST …/notifications/_has-unread: the header's mark, fetched at start (spec §6). */
  hasUnreadNotifications: async (customerId: string) => ({ hasUnread: await deps.notifications.hasUnread(customerId) }),
  markAllNotificationsRead: markAllNotificationsRead(deps),
  markNotificationRead: markNotificationRead(deps),
});

export type NotificationUseCases = ReturnType<typeof notificationUseCases>;
