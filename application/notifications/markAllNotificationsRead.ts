import type { Clock } from '../shared/Clock';
import type { NotificationRepository } from './NotificationRepository';

/** POST /profiles/current/notifications/_mark-as-read (spec §7): every notification of the customer read. */
export const markAllNotificationsRead =
  (deps: { readonly notifications: NotificationRepository; readonly clock: Clock }) =>
  async (customerId: string): Promise<{ readonly hasUnread: false }> => {
    await deps.notifications.markAllRead(customerId, deps.clock.now());
    return { hasUnread: false };
  };
