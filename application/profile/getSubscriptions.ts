import * as E from 'fp-ts/Either';
import { subscriptionList, type ChannelSubscription } from '../../domain/profile/subscriptions';
import type { ProfileNotFound } from './getPersonalProfile';
import type { SubscriptionRepository } from './SubscriptionRepository';

/** GET /profiles/current/subscriptions: every channel and whether the customer is subscribed by it. */
export const getSubscriptions =
  (deps: { readonly subscriptions: SubscriptionRepository }) =>
  async (customerId: string): Promise<E.Either<ProfileNotFound, readonly ChannelSubscription[]>> => {
    const stored = await deps.subscriptions.subscriptionsOf(customerId);
    return stored ? E.right(subscriptionList({ ...stored.channels, EMAIL: stored.emailSubscribed })) : E.left({ _tag: 'NOT_AUTHORIZED' });
  };
