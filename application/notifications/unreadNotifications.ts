import * as E from 'fp-ts/Either';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { NotificationsApi } from './NotificationsApi';

/** Whether the signed-in customer has unread notifications, shared by the header's mark and the notifications page. */
export interface UnreadNotifications {
  readonly hasUnread$: Observable<boolean>;
  readonly hasUnread: () => boolean;
  /** Asks the server once per page load (spec §6: the flag is fetched at start); a failure leaves the mark off. */
  readonly load: () => Promise<void>;
  /** Marks every notification read; false when the server refused. */
  readonly markAllRead: () => Promise<boolean>;
  /** Marks one read; false when the server refused. */
  readonly markRead: (id: string) => Promise<boolean>;
}

/** The unread flag over the notification calls: every answer of theirs says what is left unread. */
export function createUnreadNotifications(api: NotificationsApi): UnreadNotifications {
  const flag = new BehaviorSubject(false);
  let loading: Promise<void> | undefined;
  const apply = (answer: E.Either<unknown, { readonly hasUnread: boolean }>) => {
    if (E.isRight(answer)) flag.next(answer.right.hasUnread);
    return E.isRight(answer);
  };
  return {
    hasUnread$: flag.asObservable(),
    hasUnread: () => flag.value,
    load: () => (loading ??= api.hasUnread().then((answer) => void apply(answer))),
    markAllRead: async () => apply(await api.markAllRead()),
    markRead: async (id) => apply(await api.markRead(id)),
  };
}
