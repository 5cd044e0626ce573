import * as t from 'io-ts';

/** Body of POST /web-api/v1/profiles/current/subscriptions (spec §3 Subscription request). */
export const SubscriptionRequest = t.type({
  source: t.refinement(t.string, (s) => s.length >= 1 && s.length <= 40, 'Source'),
  channel: t.type({ type: t.literal('EMAIL'), destination: t.refinement(t.string, (s) => s.length <= 254, 'Destination') }),
});
export type SubscriptionRequest = t.TypeOf<typeof SubscriptionRequest>;

/** Its answer: a message for the confirmation dialog, or null. */
export const SubscriptionAnswer = t.type({ userMessage: t.union([t.string, t.null]) });
export type SubscriptionAnswer = t.TypeOf<typeof SubscriptionAnswer>;
