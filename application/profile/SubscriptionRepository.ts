import type { CommunicationChannel } from '../../domain/profile/subscriptions';

/** What a customer's subscriptions are made of: the profile's e-mail and its newsletter sign-up, and the stored SMS and push choices. */
export interface StoredSubscriptions {
  readonly email: string | null;
  /** The e-mail has a newsletter sign-up (from the footer or the profile). */
  readonly emailSubscribed: boolean;
  readonly channels: Partial<Record<Exclude<CommunicationChannel, 'EMAIL'>, boolean>>;
}

/** Reads and changes a customer's subscriptions. */
export interface SubscriptionRepository {
  /** Undefined when there is no such customer. */
  readonly subscriptionsOf: (customerId: string) => Promise<StoredSubscriptions | undefined>;
  /** Signs the e-mail up for the newsletter (source 'profile') or removes its sign-up. */
  readonly setEmailSubscription: (customerId: string, email: string, subscribed: boolean) => Promise<void>;
  readonly setChannelSubscription: (customerId: string, channel: Exclude<CommunicationChannel, 'EMAIL'>, subscribed: boolean) => Promise<void>;
}
