import * as E from 'fp-ts/Either';
import type { NewsletterApi } from '../../application/shell/newsletterViewModel';
import { SubscriptionAnswer } from '../contract/newsletter';
import type { ApiRequest } from './apiClient';

/** The newsletter port over POST /web-api/v1/profiles/current/subscriptions. */
export function httpNewsletterApi(request: ApiRequest): NewsletterApi {
  return {
    subscribe: async (body) =>
      E.mapLeft((f: { message: string }) => ({ message: f.message }))(await request('POST', '/profiles/current/subscriptions', SubscriptionAnswer, body)),
  };
}
