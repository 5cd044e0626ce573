import { changeSubscription } from './changeSubscription';
import { getSubscriptions } from './getSubscriptions';
import type { SubscriptionRepository } from './SubscriptionRepository';

/** The profile's subscriptions (spec §7 GET and PUT /profiles/current/subscriptions), given their port. */
export const subscriptionUseCases = (deps: { readonly subscriptions: SubscriptionRepository }) => ({
  getSubscriptions: getSubscriptions(deps),
  changeSubscription: changeSubscription(deps),
});

export type SubscriptionUseCases = ReturnType<typeof subscriptionUseCases>;
