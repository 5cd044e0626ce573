import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import type { SubscriptionUseCases } from '../../../application/profile/subscriptionUseCases';
import { ChannelSubscription, type ChannelSubscriptions } from '../../contract/profileSubscriptions';
import { decodeBody } from '../decode';
import { failure } from '../failure';
import { signedInOnly } from '../signedInOnly';
import type { SessionVariables } from '../session';

const PATH = '/profiles/current/subscriptions';

/**
 * GET and PUT /profiles/current/subscriptions (spec §7 Profile) for the signed-in customer or an operator acting
 * for one. The middleware is per method: POST on the same path is the footer's sign-up, open to anyone (newsletterRoutes.ts).
 */
export function profileSubscriptionRoutes(useCases: SubscriptionUseCases) {
  return new Hono<{ Variables: SessionVariables }>()
    .get(PATH, signedInOnly, async (c) => {
      const list = await useCases.getSubscriptions(c.get('viewer').customerId!);
      return E.isRight(list) ? c.json([...list.right] satisfies ChannelSubscriptions) : failure(c, list.left._tag);
    })
    .put(PATH, signedInOnly, async (c) => {
      const body = await decodeBody(c, ChannelSubscription);
      if (E.isLeft(body)) return failure(c, body.left);
      const list = await useCases.changeSubscription(c.get('viewer').customerId!, body.right);
      return E.isRight(list) ? c.json([...list.right] satisfies ChannelSubscriptions) : failure(c, list.left._tag);
    });
}
