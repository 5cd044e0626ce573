import { httpPersonalDataApi } from '../../../adapters-http/client/httpPersonalDataApi';
import type { ShopServices } from '../../../adapters-ui-react/shopContext';
import { createUnreadNotifications } from '../../../application/notifications/unreadNotifications';
import { browserProfileOrderServices } from '../browserProfileOrderServices';
import { httpAddressBook } from '../httpAddressBook';
import { httpAppealsApi, httpNotificationsApi } from '../httpInbox';
import { httpProApi } from '../httpPro';
import { browserReturnServices } from '../httpReturnPages';
import { httpSubscriptionsApi } from '../httpSubscriptions';
import type { BrowserCore } from './coreModule';

/** The profile's calls: orders and returns, addresses, personal data, subscriptions, notifications, appeals, the pro programme. */
export function profileModule({
  request,
}: BrowserCore): Pick<ShopServices, 'profileOrders' | 'returns' | 'addressBook' | 'personalData' | 'subscriptions' | 'notifications' | 'appeals' | 'pro'> {
  return {
    profileOrders: browserProfileOrderServices(request),
    returns: browserReturnServices(request),
    addressBook: httpAddressBook(request),
    personalData: httpPersonalDataApi(request),
    subscriptions: httpSubscriptionsApi(request),
    notifications: createUnreadNotifications(httpNotificationsApi(request)),
    appeals: httpAppealsApi(request),
    pro: httpProApi(request),
  };
}
