import type { Kysely, Selectable } from 'kysely';
import type { Customer, CustomerRepository } from '../../application/auth/CustomerRepository';
import type { Database } from './schema';

const toCustomer = (row: Selectable<Database['customer']>): Customer => ({
  id: row.id,
  phone: row.phone,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  profileCompleted: row.profile_completed,
  mobileAppInstalled: row.mobile_app_installed,
  bonuses: row.bonuses,
  level: row.level,
});

/** Customers in PostgreSQL; the phone is unique, so two sign-ins of one new phone make one customer. */
export function postgresCustomerRepository(db: Kysely<Database>): CustomerRepository {
  const byPhone = async (phone: string) => {
    const row = await db.selectFrom('customer').selectAll().where('phone', '=', phone).executeTakeFirst();
    return row && toCustomer(row);
  };
  return {
    byId: async (id) => {
      const row = await db
        .selectFrom('customer')
        .selectAll('customer')
        .select((eb) => eb.selectFrom('pro_profile').select('pro_profile.role').whereRef('pro_profile.customer_id', '=', 'customer.id').as('pro_role'))
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { ...toCustomer(row), proRole: row.pro_role ?? null };
    },
    byPhone,
    findOrCreate: async (phone, newId) => {
      const inserted = await db
        .insertInto('customer')
        .values({ id: newId, phone, first_name: null, last_name: null, email: null, birth_date: null, sex: null, mobile_app_installed: 'NEVER', level: null })
        .onConflict((oc) => oc.column('phone').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return { customer: toCustomer(inserted), created: true };
      return { customer: (await byPhone(phone))!, created: false };
    },
    saveRegistration: async (id, details) => {
      const row = await db
        .updateTable('customer')
        .set({ first_name: details.firstName, last_name: details.lastName, email: details.email, profile_completed: true })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toCustomer(row);
    },
  };
}
