import * as E from 'fp-ts/Either';
import type { ChannelSubscription } from '../../domain/profile/subscriptions';
import type { ProfileNotFound } from './getPersonalProfile';
import { getSubscriptions } from './getSubscriptions';
import type { SubscriptionRepository } from './SubscriptionRepository';

export type ChangeSubscriptionFailure = ProfileNotFound | { readonly _tag: 'EMAIL_REQUIRED' };

/** PUT /profiles/current/subscriptions: switches one channel; answers every channel after the change. */
export const changeSubscription = (deps: { readonly subscriptions: SubscriptionRepository }) => {
  const read = getSubscriptions(deps);
  return async (customerId: string, change: ChannelSubscription): Promise<E.Either<ChangeSubscriptionFailure, readonly ChannelSubscription[]>> => {
    const stored = await deps.subscriptions.subscriptionsOf(customerId);
    if (!stored) return E.left({ _tag: 'NOT_AUTHORIZED' });
    if (change.communicationChannel === 'EMAIL') {
      // Unsubscribing without an e-mail is already the state asked for.
      if (stored.email) await deps.subscriptions.setEmailSubscription(customerId, stored.email, change.isSubscribed);
      else if (change.isSubscribed) return E.left({ _tag: 'EMAIL_REQUIRED' });
    } else {
      await deps.subscriptions.setChannelSubscription(customerId, change.communicationChannel, change.isSubscribed);
    }
    return read(customerId);
  };
};
