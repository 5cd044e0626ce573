import * as E from 'fp-ts/Either';
import type { ApiFailure, ApiRequest } from '../../adapters-http/client/apiClient';
import {
  AppealOrders,
  AppealsPage,
  AppealStores,
  AppealTypes,
  PostedAppeal,
  UploadedAppealFile,
  type AppealsPageData,
} from '../../adapters-http/contract/appeals';
import { NotificationsPage, UnreadFlag, type NotificationsPageData } from '../../adapters-http/contract/notifications';
import type { AppealsApi } from '../../application/appeals/AppealsApi';
import type { NotificationsApi } from '../../application/notifications/NotificationsApi';

const N = '/profiles/current/notifications';

/** /profile/notifications/ over the API: 401 shows the sign-in prompt. */
export const httpNotificationsPage =
  (request: ApiRequest) =>
  async (page: number): Promise<NotificationsPageData> => {
    const list = await request('GET', `${N}?page=${page}`, NotificationsPage);
    if (E.isRight(list)) return { signedIn: true, page: list.right };
    if (list.left.status === 401) return { signedIn: false };
    throw new Error(list.left.message);
  };

/** /profile/appeals/ over the API: the list first (401 shows the sign-in prompt), then what the form offers. */
export const httpAppealsPage =
  (request: ApiRequest) =>
  async (page: number): Promise<AppealsPageData> => {
    const [list, types, orders, stores] = await Promise.all([
      request('GET', `/profiles/current/appeals?page=${page}`, AppealsPage),
      request('GET', '/feedback/types', AppealTypes),
      request('GET', '/feedback/orders', AppealOrders),
      request('GET', '/feedback/stores/', AppealStores),
    ]);
    if (E.isLeft(list) && list.left.status === 401) return { signedIn: false };
    const right = <A>(answer: E.Either<ApiFailure, A>): A => {
      if (E.isLeft(answer)) throw new Error(answer.left.message);
      return answer.right;
    };
    return { signedIn: true, page: right(list), types: right(types), orders: right(orders), stores: right(stores) };
  };

/** The header's unread flag and marking read, over the API. */
export const httpNotificationsApi = (request: ApiRequest): NotificationsApi => ({
  hasUnread: () => request('POST', `${N}/_has-unread`, UnreadFlag, {}),
  markAllRead: () => request('POST', `${N}/_mark-as-read`, UnreadFlag, {}),
  markRead: (id) => request('POST', `${N}/${encodeURIComponent(id)}/_mark-as-read`, UnreadFlag, {}),
});

/** Uploading files and sending an appeal over the API; blank choices go as null. */
export const httpAppealsApi = (request: ApiRequest): AppealsApi => ({
  upload: async (file) => {
    const form = new FormData();
    form.set('file', file instanceof Blob ? file : new Blob([await file.arrayBuffer()], { type: file.type }), file.name);
    return request('POST', '/profiles/appeals/files', UploadedAppealFile, form);
  },
  post: (draft, fileIds) =>
    request('POST', '/feedback/appeals', PostedAppeal, {
      type: draft.type,
      text: draft.text,
      orderNumber: draft.orderNumber || null,
      storeNumber: draft.storeNumber || null,
      email: draft.email || null,
      fileIds,
    }),
});
