import { useEffect, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { EMPTY } from 'rxjs';
import type { CustomerNotification, NotificationsPage as NotificationsPageBody, NotificationsPageData } from '../../adapters-http/contract/notifications';
import { pageCount } from '../../domain/notifications/customerNotifications';
import { Pagination } from '../components/Pagination';
import { titled, type PageMeta } from '../meta';
import { useServices } from '../shopContext';
import { useObservable } from '../useObservable';
import { AccountSection } from './AccountSection';
import { dayLabel } from './dayLabel';

export const NOTIFICATIONS_PATH = '/profile/notifications/';
export const notificationsMeta = (): PageMeta => ({ title: titled('Уведомления'), canonical: NOTIFICATIONS_PATH });

/** One notification: unread ones marked in words too; opening its link or «Прочитано» marks it read. */
function NotificationItem({ item, read, onRead }: { readonly item: CustomerNotification; readonly read: boolean; readonly onRead: (id: string) => void }) {
  const titleId = `notification-${item.id}`;
  return (
    <article className={read ? 'notification' : 'notification notification--unread'} aria-labelledby={titleId} data-testid="notification">
      <h2 id={titleId} className="notification__title">
        {!read && <span className="notification__dot" aria-hidden="true" />}
        <Link to={item.link} onClick={() => !read && onRead(item.id)}>
          {item.title}
        </Link>
        {!read && <span className="visually-hidden">, не прочитано</span>}
      </h2>
      <p className="muted notification__date">{dayLabel(item.createdAt)}</p>
      <p>{item.text}</p>
      {!read && (
        <button type="button" className="link-button" onClick={() => onRead(item.id)} aria-describedby={titleId}>
          Прочитано
        </button>
      )}
    </article>
  );
}

/** The list with its buttons: reading here updates the header's mark through the shared flag. */
function NotificationList({ page }: { readonly page: NotificationsPageBody }) {
  const { notifications: flag } = useServices();
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(new Set());
  const [allRead, setAllRead] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // Buttons wait for hydration: a press before it would do nothing.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  useEffect(() => {
    setReadIds(new Set());
    setAllRead(false);
  }, [page]);
  const hasUnreadAnywhere = useObservable(flag?.hasUnread$ ?? EMPTY, flag?.hasUnread ?? (() => false));

  const isRead = (n: CustomerNotification) => n.isRead || allRead || readIds.has(n.id);
  const markRead = (id: string) => {
    setReadIds((ids) => new Set([...ids, id]));
    void flag?.markRead(id).then((ok) => setFailed(!ok));
  };
  const markAll = async () => {
    if (!flag || busy) return;
    setBusy(true);
    const ok = await flag.markAllRead();
    setBusy(false);
    setFailed(!ok);
    setAllRead(ok);
  };
  const { notifications, pagination } = page;
  if (notifications.length === 0) {
    return (
      <p className="empty" data-testid="notifications-empty">
        {pagination.total === 0 ? 'Уведомлений пока нет. Здесь появятся новости о ваших заказах и обращениях.' : 'На этой странице уведомлений нет.'}
      </p>
    );
  }
  return (
    <>
      {(notifications.some((n) => !isRead(n)) || (hasUnreadAnywhere && !allRead)) && (
        <button type="button" className="button" disabled={!ready} aria-busy={busy} aria-disabled={busy} onClick={() => void markAll()}>
          {busy ? 'Отмечаем…' : 'Отметить все прочитанными'}
        </button>
      )}
      <ul className="notification-list" data-testid="notification-list">
        {notifications.map((n) => (
          <li key={n.id}>
            <NotificationItem item={n} read={isRead(n)} onRead={markRead} />
          </li>
        ))}
      </ul>
      <Pagination
        page={pagination.page}
        pageCount={pageCount(pagination.total, pagination.pageSize)}
        href={(p) => (p === 1 ? NOTIFICATIONS_PATH : `${NOTIFICATIONS_PATH}?page=${p}`)}
      />
      {failed && (
        <p role="alert" className="field-error">
          Не удалось отметить уведомления. Попробуйте ещё раз.
        </p>
      )}
    </>
  );
}

/** /profile/notifications/ (spec §2 Profile routes, §7 …/notifications): newest first, 5 a page, unread marked. */
export function NotificationsPage() {
  const data = useLoaderData() as NotificationsPageData;
  return (
    <AccountSection title="Уведомления" signedIn={data.signedIn} prompt="Войдите, чтобы видеть уведомления о заказах и обращениях.">
      {data.signedIn && <NotificationList page={data.page} />}
    </AccountSection>
  );
}
