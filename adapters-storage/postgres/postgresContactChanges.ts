import type { Kysely } from 'kysely';
import type { ContactChanges } from '../../application/profile/ContactChanges';
import type { Database } from './schema';

/** Customers' contact changes in PostgreSQL; customer.phone is unique, so a phone taken meanwhile fails the update. */
export function postgresContactChanges(db: Kysely<Database>): ContactChanges {
  return {
    phoneOwner: async (phone) => (await db.selectFrom('customer').select('id').where('phone', '=', phone).executeTakeFirst())?.id,
    changePhone: async (customerId, phone) => {
      try {
        return (await db.updateTable('customer').set({ phone }).where('id', '=', customerId).returning('id').executeTakeFirst()) !== undefined;
      } catch (error) {
        if ((error as { code?: string } | null)?.code === '23505') return false;
        throw error;
      }
    },
  };
}
