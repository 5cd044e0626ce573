import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import { SubscriptionRequest, type SubscriptionAnswer } from '../../contract/newsletter';
import { decodeBody } from '../decode';
import { failure } from '../failure';
import type { SessionVariables } from '../session';
import type { subscribeNewsletter } from '../../../application/shell/subscribeNewsletter';

/** POST /profiles/current/subscriptions: the footer's newsletter sign-up (spec §7). */
export function newsletterRoutes(useCases: { readonly subscribeNewsletter: ReturnType<typeof subscribeNewsletter> }) {
  return new Hono<{ Variables: SessionVariables }>().post('/profiles/current/subscriptions', async (c) => {
    const body = await decodeBody(c, SubscriptionRequest);
    if (E.isLeft(body)) return failure(c, body.left);
    const answer = await useCases.subscribeNewsletter(c.get('ownerKey'), { source: body.right.source, destination: body.right.channel.destination });
    return E.isRight(answer) ? c.json(answer.right satisfies SubscriptionAnswer) : failure(c, answer.left._tag);
  });
}
