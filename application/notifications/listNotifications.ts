import { NOTIFICATIONS_PAGE_SIZE, notificationLink, notificationWords, pageOffset } from '../../domain/notifications/customerNotifications';
import type { NotificationRepository } from './NotificationRepository';

/** A notification as the profile shows it: words made now from its facts. */
interface NotificationView {
  readonly id: string;
  readonly kind: string;
  readonly title: string;
  readonly text: string;
  readonly link: string;
  readonly createdAt: Date;
  readonly isRead: boolean;
}

export interface NotificationPage {
  readonly notifications: readonly NotificationView[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

/** GET /profiles/current/notifications?page (spec §7): a page (from 1) of the customer's notifications, newest first. */
export const listNotifications =
  (deps: { readonly notifications: NotificationRepository }) =>
  async (customerId: string, page: number): Promise<NotificationPage> => {
    const pageSize = NOTIFICATIONS_PAGE_SIZE;
    const stored = await deps.notifications.page(customerId, pageOffset(page, pageSize), pageSize);
    return {
      notifications: stored.notifications.map((n) => ({
        id: n.id,
        kind: n.facts.kind,
        ...notificationWords(n.facts),
        link: notificationLink(n.facts),
        createdAt: n.createdAt,
        isRead: n.read,
      })),
      page,
      pageSize,
      total: stored.total,
    };
  };
