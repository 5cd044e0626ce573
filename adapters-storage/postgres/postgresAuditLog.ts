import * as t from 'io-ts';
import type { Kysely } from 'kysely';
import type { AuditLog } from '../../application/operator/OperatorPorts';
import { decodeStored } from '../storedValue';
import type { Database } from './schema';

/** The operators' audit log in PostgreSQL; rows are only ever added. */
export function postgresAuditLog(db: Kysely<Database>, newId: () => string): AuditLog {
  return {
    record: async (entry) => {
      await db
        .insertInto('operator_audit')
        .values({
          id: newId(),
          operator_login: entry.operatorLogin,
          customer_id: entry.customerId,
          action: entry.action,
          details: JSON.stringify(entry.details),
          created_at: entry.at,
        })
        .execute();
    },
    byOperator: async (login, limit) => {
      const rows = await db.selectFrom('operator_audit').selectAll().where('operator_login', '=', login).orderBy('created_at', 'desc').limit(limit).execute();
      return rows.map((r) => ({
        operatorLogin: r.operator_login,
        customerId: r.customer_id,
        action: r.action,
        details: decodeStored(t.UnknownRecord, r.details, `operator_audit.details of entry ${r.id}`),
        at: new Date(r.created_at),
      }));
    },
  };
}
