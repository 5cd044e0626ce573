import type { NotificationsViewModel } from '../../application/shell/notificationsViewModel';
import { useObservable } from '../useObservable';
import { useShellServices } from './useShellServices';

/**
 * The notification stack for any component: `notify(type, text, link?)` shows a message bottom right
 * for 5000 ms (at most 3 at once); `notifications` is what is shown now.
 */
export function useNotifications(): Pick<NotificationsViewModel, 'notify' | 'dismiss'> & {
  readonly notifications: ReturnType<NotificationsViewModel['current']>;
} {
  const { notifications: vm } = useShellServices();
  const notifications = useObservable(vm.state$, vm.current);
  return { notifications, notify: vm.notify, dismiss: vm.dismiss };
}
