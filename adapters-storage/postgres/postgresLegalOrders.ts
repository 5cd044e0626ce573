import type { Kysely } from 'kysely';
import type { LegalOrderRepository } from '../../application/giftcard/EgcRepository';
import type { Database } from './schema';

/** Companies' gift-card requests, numbered by the table's identity for the manager who calls back. */
export function postgresLegalOrders(db: Kysely<Database>): LegalOrderRepository {
  return {
    add: async (o) => {
      const row = await db
        .insertInto('egc_legal_order')
        .values({
          company_name: o.companyName,
          tin: o.tin,
          bic: o.bic,
          iec: o.iec,
          payment_account: o.paymentAccount,
          correspondent_account: o.correspondentAccount,
          ogrn: o.ogrn,
          contact_name: o.contactName,
          phone: o.phone,
          email: o.email,
          nominal: o.nominal,
          quantity: o.quantity,
        })
        .returning('request_number')
        .executeTakeFirstOrThrow();
      return String(row.request_number);
    },
  };
}
