import * as t from 'io-ts';
import type { SignedInOnly } from './profileAccount';

// The profile's subscriptions (spec §3 Profile subscriptions, §7 GET and PUT /profiles/current/subscriptions; docs/profile.md).

const Channel = t.keyof({ EMAIL: null, SMS: null, APP_PUSH: null });

/** Body of PUT /profiles/current/subscriptions: one channel switched on or off. */
export const ChannelSubscription = t.type({ communicationChannel: Channel, isSubscribed: t.boolean });
export type ChannelSubscription = t.TypeOf<typeof ChannelSubscription>;

/** Answer of GET and PUT: every channel, EMAIL, SMS, APP_PUSH in this order. */
export const ChannelSubscriptions = t.array(ChannelSubscription);
export type ChannelSubscriptions = t.TypeOf<typeof ChannelSubscriptions>;

export type SubscriptionsPageData = SignedInOnly<{ readonly subscriptions: ChannelSubscriptions }>;
