import type { Kysely } from 'kysely';
import type { Database } from '../../adapters-storage/postgres/schema';
import { postgresBonusAccounts } from '../../adapters-storage/postgres/postgresBonusAccounts';
import { postgresDeliveryAddresses } from '../../adapters-storage/postgres/postgresDeliveryAddresses';
import { postgresPromoCodeList } from '../../adapters-storage/postgres/postgresPromoCodeList';
import { accountUseCases } from '../../application/account/accountUseCases';
import type { IdGenerator } from '../../application/shared/IdGenerator';

/** The profile's delivery addresses, bonuses and promo codes over PostgreSQL. */
export const accountWiring = (db: Kysely<Database>, ids: IdGenerator) => accountUseCases({
  addresses: postgresDeliveryAddresses(db), bonusAccounts: postgresBonusAccounts(db), promoCodes: postgresPromoCodeList(db), ids, clock: { now: () => new Date() },
});
