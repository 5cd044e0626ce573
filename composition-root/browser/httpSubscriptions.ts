import * as E from 'fp-ts/Either';
import type { ApiRequest } from '../../adapters-http/client/apiClient';
import { ChannelSubscriptions, type SubscriptionsPageData } from '../../adapters-http/contract/profileSubscriptions';
import type { SubscriptionsApi } from '../../application/profile/SubscriptionsApi';

const PATH = '/profiles/current/subscriptions';

/** /profile/subscriptions/ over the API: 401 shows the sign-in prompt. */
export const httpSubscriptionsPage = (request: ApiRequest) => async (): Promise<SubscriptionsPageData> => {
  const list = await request('GET', PATH, ChannelSubscriptions);
  if (E.isRight(list)) return { signedIn: true, subscriptions: list.right };
  if (list.left.status === 401) return { signedIn: false };
  throw new Error(list.left.message);
};

/** Switching a channel over the API. */
export const httpSubscriptionsApi = (request: ApiRequest): SubscriptionsApi => ({
  change: (change) => request('PUT', PATH, ChannelSubscriptions, change),
});
