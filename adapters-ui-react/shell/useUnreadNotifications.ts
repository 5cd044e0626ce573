import { useEffect } from 'react';
import { EMPTY } from 'rxjs';
import { useServices } from '../shopContext';
import { useObservable } from '../useObservable';

/**
 * Whether the header marks unread notifications: asked once after the page starts, for a signed-in
 * customer only (spec §6); the notifications page updates the same flag as it marks them read.
 */
export function useUnreadNotifications(signedIn: boolean): boolean {
  const { notifications } = useServices();
  useEffect(() => {
    if (signedIn) void notifications?.load();
  }, [signedIn, notifications]);
  const unread = useObservable(notifications?.hasUnread$ ?? EMPTY, notifications?.hasUnread ?? (() => false));
  return signedIn && unread;
}
