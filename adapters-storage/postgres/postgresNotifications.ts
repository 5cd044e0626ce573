import * as t from 'io-ts';
import { sql, type Kysely } from 'kysely';
import type { NotificationRepository } from '../../application/notifications/NotificationRepository';
import type { NotificationFacts } from '../../domain/notifications/customerNotifications';
import { decodeStored } from '../storedValue';
import type { Database } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// customer_notification.payload per kind, as the triggers of migration 0023 build it (exact: other keys are dropped).
const OrderStatusPayload = t.exact(t.type({ orderNumber: t.string, status: t.string }), 'OrderStatusPayload');
const AppealAnsweredPayload = t.exact(t.type({ appealNumber: t.string }), 'AppealAnsweredPayload');

/** The row's kind and payload as the domain's facts. */
function factsOf(id: string, kind: Database['customer_notification']['kind'], payload: unknown): NotificationFacts {
  const where = `customer_notification.payload of notification ${id}`;
  return kind === 'ORDER_STATUS'
    ? { kind, ...decodeStored(OrderStatusPayload, payload, where) }
    : { kind, ...decodeStored(AppealAnsweredPayload, payload, where) };
}

/** Notifications in customer_notification (migration 0023); only reading and marking here, writing is the triggers'. */
export function postgresNotifications(db: Kysely<Database>): NotificationRepository {
  return {
    page: async (customerId, offset, limit) => {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('customer_notification')
          .select(['id', 'kind', 'payload', 'created_at', 'read_at'])
          .where('customer_id', '=', customerId)
          .orderBy('seq', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        db
          .selectFrom('customer_notification')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('customer_id', '=', customerId)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        notifications: rows.map((r) => ({ id: r.id, facts: factsOf(r.id, r.kind, r.payload), createdAt: new Date(r.created_at), read: r.read_at !== null })),
        total: Number(count.n),
      };
    },
    hasUnread: async (customerId) => {
      const row = await db
        .selectFrom('customer_notification')
        .select(sql<number>`1`.as('one'))
        .where('customer_id', '=', customerId)
        .where('read_at', 'is', null)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
    markAllRead: async (customerId, at) => {
      await db.updateTable('customer_notification').set({ read_at: at }).where('customer_id', '=', customerId).where('read_at', 'is', null).execute();
    },
    markRead: async (customerId, id, at) => {
      if (!UUID.test(id)) return false;
      // Reading one twice is still the customer's own: coalesce keeps the first reading's time.
      const updated = await db
        .updateTable('customer_notification')
        .set({ read_at: sql`coalesce(read_at, ${at})` })
        .where('id', '=', id)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },
  };
}
