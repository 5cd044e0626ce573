import * as E from 'fp-ts/Either';
import type { ApiRequest } from '../../adapters-http/client/apiClient';
import { RecentList, type RecentListPageData } from '../../adapters-http/contract/recentList';

/** /profile/recentlist/ over the API: 401 shows the sign-in prompt. */
export const httpRecentListPage = (request: ApiRequest) => async (): Promise<RecentListPageData> => {
  const list = await request('GET', '/profiles/recent-list', RecentList);
  if (E.isRight(list)) return { signedIn: true, ...list.right };
  if (list.left.status === 401) return { signedIn: false };
  throw new Error(list.left.message);
};
