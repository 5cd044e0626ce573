import { sql, type Kysely } from 'kysely';
import { isSex } from '../../domain/profile/personalData';
import type { PersonalDataRepository, PersonalProfile } from '../../application/profile/PersonalDataRepository';
import type { Database } from './schema';

// The birth date as text, so neither driver turns it into a Date in the server's time zone.
const columns = [
  'first_name',
  'last_name',
  'sex',
  'address',
  'email',
  'phone',
  'profile_completed',
  sql<string | null>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_date_text'),
  // The address waiting for its code (migration 0035), while the code lives.
  sql<string | null>`(select ec.email from email_confirmation ec where ec.customer_id = customer.id and ec.expires_at > now())`.as('unconfirmed_email'),
] as const;

type Row = {
  first_name: string | null;
  last_name: string | null;
  sex: string | null;
  address: string | null;
  email: string | null;
  phone: string;
  profile_completed: boolean;
  birth_date_text: string | null;
  unconfirmed_email: string | null;
};

const toProfile = (row: Row): PersonalProfile => ({
  firstName: row.first_name,
  lastName: row.last_name,
  birthDate: row.birth_date_text,
  sex: isSex(row.sex) ? row.sex : null,
  address: row.address,
  email: row.email,
  unconfirmedEmail: row.unconfirmed_email,
  phone: row.phone,
  profileCompleted: row.profile_completed,
});

/** Personal data in the customer row (migrations 0003 and 0015) and a pending e-mail (0033). */
export function postgresPersonalDataRepository(db: Kysely<Database>): PersonalDataRepository {
  return {
    profileOf: async (customerId) => {
      const row = await db.selectFrom('customer').select(columns).where('id', '=', customerId).executeTakeFirst();
      return row && toProfile(row);
    },
    savePersonalData: async (customerId, data, complete) => {
      const row = await db
        .updateTable('customer')
        .set({
          first_name: data.firstName,
          last_name: data.lastName,
          birth_date: data.birthDate,
          sex: data.sex,
          address: data.address,
          profile_completed: complete ? true : sql<boolean>`profile_completed`,
        })
        .where('id', '=', customerId)
        .returning(columns)
        .executeTakeFirst();
      return row && toProfile(row);
    },
  };
}
