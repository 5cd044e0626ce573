import type { Kysely } from 'kysely';
import type { EventStore } from '../../application/shell/EventStore';
import type { Database } from './schema';

/** Behaviour events in PostgreSQL, one row per event. */
export function postgresEventStore(db: Kysely<Database>): EventStore {
  return {
    append: async (ownerKey, events) => {
      await db
        .insertInto('analytics_event')
        .values(
          events.map((e) => ({
            owner_key: ownerKey,
            event_group: e.group,
            event_name: e.event,
            page_type: e.pageType,
            payload: JSON.stringify(e.payload),
            occurred_at: e.occurredAt === null ? null : new Date(e.occurredAt),
          })),
        )
        .execute();
    },
    count: async (group, event) => {
      const { n } = await db
        .selectFrom('analytics_event')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('event_group', '=', group)
        .where('event_name', '=', event)
        .executeTakeFirstOrThrow();
      return Number(n);
    },
  };
}
