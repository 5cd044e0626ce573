import type { AppealsPageData } from '../../adapters-http/contract/appeals';
import type { NotificationsPageData } from '../../adapters-http/contract/notifications';
import { encodeAppealOrders, encodeAppealsPage, encodeAppealStores, encodeAppealTypes } from '../../adapters-http/server/encode/encodeAppeals';
import { encodeNotificationsPage } from '../../adapters-http/server/encode/encodeNotifications';
import type { AppealUseCases } from '../../application/appeals/appealUseCases';
import type { NotificationUseCases } from '../../application/notifications/notificationUseCases';
import { customerIdOf } from '../../application/shipment/cartOwner';

/** /profile/notifications/ rendered on the server, for the session owner (an operator acting for a customer included). */
export const serverNotificationsPage =
  (notifications: NotificationUseCases, ownerKey: string) =>
  async (page: number): Promise<NotificationsPageData> => {
    const customerId = customerIdOf(ownerKey);
    if (!customerId) return { signedIn: false };
    return { signedIn: true, page: encodeNotificationsPage(await notifications.listNotifications(customerId, page)) };
  };

/** /profile/appeals/ rendered on the server: the list, and the types, orders and stores the form offers. */
export const serverAppealsPage =
  (appeals: AppealUseCases, ownerKey: string) =>
  async (page: number): Promise<AppealsPageData> => {
    const customerId = customerIdOf(ownerKey);
    if (!customerId) return { signedIn: false };
    const [list, orders, stores] = await Promise.all([appeals.listAppeals(customerId, page), appeals.appealOrders(customerId), appeals.appealStores()]);
    return {
      signedIn: true,
      page: encodeAppealsPage(list),
      types: encodeAppealTypes(),
      orders: encodeAppealOrders(orders),
      stores: encodeAppealStores(stores),
    };
  };
