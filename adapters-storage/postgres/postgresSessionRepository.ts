import type { Kysely } from 'kysely';
import type { SessionRepository } from '../../application/auth/SessionRepository';
import type { Database } from './schema';

/** Sessions in PostgreSQL, by the id the session cookie carries. */
export function postgresSessionRepository(db: Kysely<Database>): SessionRepository {
  return {
    find: async (id) => {
      const row = await db.selectFrom('session').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const operator = row.operator_login && row.operator_mode ? { login: row.operator_login, mode: row.operator_mode } : null;
      return { id: row.id, customerId: row.customer_id, operator, revoked: row.revoked };
    },
    save: async (session) => {
      const values = { customer_id: session.customerId, operator_login: session.operator?.login ?? null, operator_mode: session.operator?.mode ?? null };
      await db
        .insertInto('session')
        .values({ id: session.id, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values).where('session.revoked', '=', false))
        .execute();
    },
    revoke: async (id) => {
      await db
        .insertInto('session')
        .values({ id, customer_id: null, operator_login: null, operator_mode: null, revoked: true })
        .onConflict((oc) => oc.column('id').doUpdateSet({ revoked: true }))
        .execute();
    },
    revokeAllOf: async (customerId) => {
      const rows = await db
        .updateTable('session')
        .set({ revoked: true })
        .where('customer_id', '=', customerId)
        .where('revoked', '=', false)
        .returning('id')
        .execute();
      return rows.length;
    },
  };
}
