import { sql, type Kysely } from 'kysely';
import type { AuthCodeRepository } from '../../application/auth/AuthCodeRepository';
import type { Database } from './schema';

/** Sign-in codes in PostgreSQL; attempts are raised by one UPDATE, so parallel guesses are all counted. */
export function postgresAuthCodeRepository(db: Kysely<Database>): AuthCodeRepository {
  const liveCode = async (sessionId: string, now: Date, phone?: string) => {
    const row = await db
      .selectFrom('auth_code')
      .selectAll()
      .where('session_id', '=', sessionId)
      .$if(phone !== undefined, (q) => q.where('phone', '=', phone!))
      .where('used', '=', false)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        sessionId: row.session_id,
        phone: row.phone,
        clientAddress: row.client_address,
        codeHash: row.code_hash,
        createdAt: new Date(row.created_at),
        expiresAt: new Date(row.expires_at),
      }
    );
  };
  return {
    issue: async (code) => {
      await db
        .insertInto('auth_code')
        .values({
          id: code.id,
          session_id: code.sessionId,
          phone: code.phone,
          client_address: code.clientAddress,
          code_hash: code.codeHash,
          created_at: code.createdAt,
          expires_at: code.expiresAt,
        })
        .execute();
    },
    history: async (phone, clientAddress, since, maxAttempts) => {
      const row = await db
        .selectFrom('auth_code')
        .select([
          sql<number>`count(*) filter (where phone = ${phone})::int`.as('phone_codes'),
          sql<Date | null>`max(created_at) filter (where phone = ${phone})`.as('last_phone_code_at'),
          sql<boolean>`coalesce(bool_or(attempts >= ${maxAttempts} and not used) filter (where phone = ${phone}), false)`.as('phone_blocked'),
          sql<number>`count(*) filter (where client_address = ${clientAddress})::int`.as('address_codes'),
          sql<number>`count(distinct phone) filter (where client_address = ${clientAddress} and phone <> ${phone})::int`.as('address_phones'),
        ])
        .where('created_at', '>=', since)
        .where((eb) => eb.or([eb('phone', '=', phone), eb('client_address', '=', clientAddress)]))
        .executeTakeFirstOrThrow();
      return {
        phoneCodes: row.phone_codes,
        lastPhoneCodeAt: row.last_phone_code_at ? new Date(row.last_phone_code_at) : null,
        phoneBlocked: row.phone_blocked,
        addressCodes: row.address_codes,
        addressPhones: row.address_phones,
      };
    },
    active: (sessionId, phone, now) => liveCode(sessionId, now, phone),
    newest: (sessionId, now) => liveCode(sessionId, now),
    countAttempt: async (id) => {
      const row = await db
        .updateTable('auth_code')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .returning('attempts')
        .executeTakeFirstOrThrow();
      return row.attempts;
    },
    markUsed: async (id) => {
      const row = await db.updateTable('auth_code').set({ used: true }).where('id', '=', id).where('used', '=', false).returning('id').executeTakeFirst();
      return row !== undefined;
    },
  };
}
