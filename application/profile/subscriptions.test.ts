import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMUNICATION_CHANNELS, type ChannelSubscription } from '../../domain/profile/subscriptions';
import type { StoredSubscriptions, SubscriptionRepository } from './SubscriptionRepository';
import { subscriptionUseCases } from './subscriptionUseCases';

/** Customers and the newsletter in memory: the sign-up is keyed by the e-mail, as the footer's is. */
function memorySubscriptions(emails: Record<string, string | null>): SubscriptionRepository {
  const newsletter = new Set<string>();
  const channels: Record<string, StoredSubscriptions['channels']> = {};
  return {
    subscriptionsOf: async (id) => {
      if (!(id in emails)) return undefined;
      const email = emails[id] ?? null;
      return { email, emailSubscribed: email !== null && newsletter.has(email), channels: channels[id] ?? {} };
    },
    setEmailSubscription: async (_, email, on) => {
      if (on) newsletter.add(email);
      else newsletter.delete(email);
    },
    setChannelSubscription: async (id, channel, on) => {
      channels[id] = { ...channels[id], [channel]: on };
    },
  };
}

const list = (email: boolean, sms: boolean, push: boolean): ChannelSubscription[] => [
  { communicationChannel: 'EMAIL', isSubscribed: email },
  { communicationChannel: 'SMS', isSubscribed: sms },
  { communicationChannel: 'APP_PUSH', isSubscribed: push },
];

describe('profile subscriptions (spec §3 Profile subscriptions, §7)', () => {
  it('lists every channel off for a new customer, and refuses a customer who is gone', async () => {
    const uc = subscriptionUseCases({ subscriptions: memorySubscriptions({ ann: 'ann@example.ru' }) });
    expect(await uc.getSubscriptions('ann')).toEqual(E.right(list(false, false, false)));
    expect(await uc.getSubscriptions('gone')).toEqual(E.left({ _tag: 'NOT_AUTHORIZED' }));
    expect(await uc.changeSubscription('gone', { communicationChannel: 'SMS', isSubscribed: true })).toEqual(E.left({ _tag: 'NOT_AUTHORIZED' }));
  });

  it('switches SMS and push per customer, and e-mail through the newsletter sign-up', async () => {
    const uc = subscriptionUseCases({ subscriptions: memorySubscriptions({ ann: 'ann@example.ru', bob: 'bob@example.ru' }) });
    expect(await uc.changeSubscription('ann', { communicationChannel: 'SMS', isSubscribed: true })).toEqual(E.right(list(false, true, false)));
    expect(await uc.changeSubscription('ann', { communicationChannel: 'EMAIL', isSubscribed: true })).toEqual(E.right(list(true, true, false)));
    expect(await uc.getSubscriptions('bob')).toEqual(E.right(list(false, false, false)));
    expect(await uc.changeSubscription('ann', { communicationChannel: 'EMAIL', isSubscribed: false })).toEqual(E.right(list(false, true, false)));
  });

  it('refuses e-mail news without an e-mail in the profile, but lets it be switched off', async () => {
    const uc = subscriptionUseCases({ subscriptions: memorySubscriptions({ ann: null }) });
    expect(await uc.changeSubscription('ann', { communicationChannel: 'EMAIL', isSubscribed: true })).toEqual(E.left({ _tag: 'EMAIL_REQUIRED' }));
    expect(await uc.changeSubscription('ann', { communicationChannel: 'EMAIL', isSubscribed: false })).toEqual(E.right(list(false, false, false)));
  });

  it('after any changes each channel reads as its last change, e-mail only with an address', async () => {
    const change = fc.record({ communicationChannel: fc.constantFrom(...COMMUNICATION_CHANNELS), isSubscribed: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.option(fc.constant('ann@example.ru'), { nil: null }), fc.array(change, { maxLength: 12 }), async (email, changes) => {
        const uc = subscriptionUseCases({ subscriptions: memorySubscriptions({ ann: email }) });
        for (const c of changes) await uc.changeSubscription('ann', c);
        const last = (channel: string) => changes.filter((c) => c.communicationChannel === channel).at(-1)?.isSubscribed ?? false;
        expect(await uc.getSubscriptions('ann')).toEqual(E.right(list(email !== null && last('EMAIL'), last('SMS'), last('APP_PUSH'))));
      }),
    );
  });
});
