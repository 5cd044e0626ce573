import * as t from 'io-ts';
import type { SignedInOnly } from './profileAccount';

// The profile's notifications (spec §3 Profile notifications, §7 …/notifications; docs/notifications-and-appeals.md).

const PageText = t.refinement(t.string, (s) => /^[1-9]\d{0,5}$/.test(s), 'Page');
/** Query of GET /profiles/current/notifications and …/appeals: a page from 1, 5 items a page (spec §9). */
export const ListPageQuery = t.exact(t.partial({ page: PageText }));

export const Pagination = t.type({ page: t.number, pageSize: t.number, total: t.number });

/** One notification: words made from what happened, where it leads, whether it was read. */
export const CustomerNotification = t.type({
  id: t.string,
  kind: t.string,
  title: t.string,
  text: t.string,
  link: t.string,
  createdAt: t.string,
  isRead: t.boolean,
});
export type CustomerNotification = t.TypeOf<typeof CustomerNotification>;

/** Answer of GET /profiles/current/notifications?page: newest first. */
export const NotificationsPage = t.type({ notifications: t.array(CustomerNotification), pagination: Pagination });
export type NotificationsPage = t.TypeOf<typeof NotificationsPage>;

/** Answer of POST …/_has-unread, …/_mark-as-read and …/{id}/_mark-as-read: whether unread ones are left. */
export const UnreadFlag = t.type({ hasUnread: t.boolean });
export type UnreadFlag = t.TypeOf<typeof UnreadFlag>;

export type NotificationsPageData = SignedInOnly<{ readonly page: NotificationsPage }>;
