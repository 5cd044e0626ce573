import * as E from 'fp-ts/Either';
import type { SubscriptionUseCases } from '../../application/profile/subscriptionUseCases';
import type { SubscriptionsPageData } from '../../adapters-http/contract/profileSubscriptions';
import { customerIdOf } from '../../application/shipment/cartOwner';

/** /profile/subscriptions/ rendered on the server, for the session owner (an operator acting for a customer included). */
export const serverSubscriptionsPage = (subscriptions: SubscriptionUseCases, ownerKey: string) => async (): Promise<SubscriptionsPageData> => {
  const customerId = customerIdOf(ownerKey);
  const list = customerId ? await subscriptions.getSubscriptions(customerId) : E.left(null);
  return E.isRight(list) ? { signedIn: true, subscriptions: [...list.right] } : { signedIn: false };
};
