import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import type { NotificationUseCases } from '../../../application/notifications/notificationUseCases';
import { ListPageQuery, type UnreadFlag } from '../../contract/notifications';
import { decodeQuery } from '../decode';
import { encodeNotificationsPage } from '../encode/encodeNotifications';
import { failure } from '../failure';
import { signedInOnly } from '../signedInOnly';
import type { SessionVariables } from '../session';

const PATH = '/profiles/current/notifications';

/**
 * The profile's notifications (spec §7 Profile) for the signed-in customer or an operator acting for one:
 * the list, the header's unread flag, marking all or one read. Another customer's notification is 404.
 */
export function notificationRoutes(useCases: NotificationUseCases) {
  return new Hono<{ Variables: SessionVariables }>()
    .get(PATH, signedInOnly, async (c) => {
      const query = decodeQuery(c, ListPageQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      return c.json(encodeNotificationsPage(await useCases.listNotifications(c.get('viewer').customerId!, Number(query.right.page ?? 1))));
    })
    .post(`${PATH}/_has-unread`, signedInOnly, async (c) => c.json((await useCases.hasUnreadNotifications(c.get('viewer').customerId!)) satisfies UnreadFlag))
    .post(`${PATH}/_mark-as-read`, signedInOnly, async (c) =>
      c.json((await useCases.markAllNotificationsRead(c.get('viewer').customerId!)) satisfies UnreadFlag),
    )
    .post(`${PATH}/:id/_mark-as-read`, signedInOnly, async (c) => {
      const marked = await useCases.markNotificationRead(c.get('viewer').customerId!, c.req.param('id'));
      return E.isRight(marked) ? c.json(marked.right satisfies UnreadFlag) : failure(c, marked.left);
    });
}
