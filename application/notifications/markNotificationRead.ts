import * as E from 'fp-ts/Either';
import type { Clock } from '../shared/Clock';
import type { NotificationRepository } from './NotificationRepository';

/**
 * POST /profiles/current/notifications/{id}/_mark-as-read (spec §7): the customer's own only; another's,
 * or an id that is none, is NOT_FOUND. Answers whether unread ones are left, for the header's mark.
 */
export const markNotificationRead =
  (deps: { readonly notifications: NotificationRepository; readonly clock: Clock }) =>
  async (customerId: string, id: string): Promise<E.Either<'NOT_FOUND', { readonly hasUnread: boolean }>> => {
    if (!(await deps.notifications.markRead(customerId, id, deps.clock.now()))) return E.left('NOT_FOUND');
    return E.right({ hasUnread: await deps.notifications.hasUnread(customerId) });
  };
