import type { NotificationPage } from '../../../application/notifications/listNotifications';
import type { NotificationsPage } from '../../contract/notifications';

/** GET /profiles/current/notifications as the contract shapes it. */
export const encodeNotificationsPage = (page: NotificationPage): NotificationsPage => ({
  notifications: page.notifications.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
  pagination: { page: page.page, pageSize: page.pageSize, total: page.total },
});
